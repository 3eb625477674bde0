import { Field, InputType, ObjectType } from 'type-graphql';
import { MaxLength } from 'class-validator';
import { checkLength, LIMITS } from '@purlwise/core';
import { Unit, UserImageKind, Visibility } from '../../common/enums';
import { GraphQLUpload, type FileUpload } from '../../common/upload';
import { User } from './user.entity';

/** class-validator options whose message is core's, so GraphQL says what the REST adapter and the client say. */
const max = (label: string, limit: number) => ({ message: checkLength(label, 'x'.repeat(limit + 1), limit) ?? '' });

@InputType({ description: 'Profile fields to change; omitted fields are kept. The username cannot be changed.' })
export class UpdateProfileInput {
  @Field(() => String, { nullable: true }) @MaxLength(LIMITS.email.max, max('Email', LIMITS.email.max)) email?: string;
  @Field(() => String, { nullable: true }) @MaxLength(LIMITS.name.max, max('Name', LIMITS.name.max)) name?: string;
  @Field(() => String, { nullable: true }) @MaxLength(LIMITS.bio.max, max('Bio', LIMITS.bio.max)) bio?: string;
  @Field(() => String, { nullable: true }) @MaxLength(LIMITS.country.max, max('Country', LIMITS.country.max)) country?: string;
  @Field(() => String, { nullable: true }) @MaxLength(LIMITS.city.max, max('City', LIMITS.city.max)) city?: string;
  @Field(() => Visibility, { nullable: true }) visibility?: Visibility;
}

@InputType()
export class SetPreferredUnitInput {
  @Field(() => Unit) unit!: Unit;
}

@InputType({ description: 'Upload a new profile or background picture (PNG, JPEG, WebP or GIF, at most 10 MB and 40 megapixels).' })
export class SetUserImageInput {
  @Field(() => UserImageKind) kind!: UserImageKind;
  @Field(() => GraphQLUpload) file!: Promise<FileUpload>;
}

@InputType()
export class ClearUserImageInput {
  @Field(() => UserImageKind) kind!: UserImageKind;
}

@ObjectType()
export class UserPayload {
  @Field(() => User) user!: User;
}

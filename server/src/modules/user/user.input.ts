import { Field, InputType, ObjectType } from 'type-graphql';
import { MaxLength } from 'class-validator';
import { LIMITS } from '@purlwise/core';
import { Unit, UserImageKind, Visibility } from '../../common/enums';
import { GraphQLUpload, type FileUpload } from '../../common/upload';
import { User } from './user.entity';

@InputType({ description: 'Profile fields to change; omitted fields are kept. The username cannot be changed.' })
export class UpdateProfileInput {
  @Field(() => String, { nullable: true }) @MaxLength(LIMITS.email.max) email?: string;
  @Field(() => String, { nullable: true }) @MaxLength(LIMITS.name.max) name?: string;
  @Field(() => String, { nullable: true }) @MaxLength(LIMITS.bio.max) bio?: string;
  @Field(() => String, { nullable: true }) @MaxLength(LIMITS.country.max) country?: string;
  @Field(() => String, { nullable: true }) @MaxLength(LIMITS.city.max) city?: string;
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

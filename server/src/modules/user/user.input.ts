import { Field, InputType } from 'type-graphql';
import { MaxLength } from 'class-validator';
import { checkLength, LIMITS } from '@purlwise/core';
import { Unit, UserImageKind, Visibility } from '../../common/enums';
import { GraphQLUpload, type FileUpload } from '../../common/upload';
import { User } from './user.entity';

/** class-validator options whose message is core's, so GraphQL says what the REST adapter and the client say. */
const max = (label: string, limit: number) => ({ message: checkLength(label, 'x'.repeat(limit + 1), limit) ?? '' });

@InputType({ description: 'Profile fields to change; omitted fields are kept. The username cannot be changed.' })
export class UpdateProfileInput {
  @Field(() => String, { description: 'A new email address (not with a personal access token).', nullable: true }) @MaxLength(LIMITS.email.max, max('Email', LIMITS.email.max)) email?: string;
  @Field(() => String, { description: 'Your name as shown on your profile.', nullable: true }) @MaxLength(LIMITS.name.max, max('Name', LIMITS.name.max)) name?: string;
  @Field(() => String, { description: 'A few words about you.', nullable: true }) @MaxLength(LIMITS.bio.max, max('Bio', LIMITS.bio.max)) bio?: string;
  @Field(() => String, { description: 'Your country.', nullable: true }) @MaxLength(LIMITS.country.max, max('Country', LIMITS.country.max)) country?: string;
  @Field(() => String, { description: 'Your city.', nullable: true }) @MaxLength(LIMITS.city.max, max('City', LIMITS.city.max)) city?: string;
  @Field(() => Visibility, { description: 'Who may see your profile.', nullable: true }) visibility?: Visibility;
}

@InputType({ description: 'The unit to prefer.' })
export class SetPreferredUnitInput {
  @Field(() => Unit, { description: 'Metric or imperial.' }) unit!: Unit;
}

@InputType({ description: 'Upload a new profile or background picture (PNG, JPEG, WebP or GIF, at most 10 MB and 40 megapixels).' })
export class SetUserImageInput {
  @Field(() => UserImageKind, { description: 'The profile picture or the background.' }) kind!: UserImageKind;
  @Field(() => GraphQLUpload, { description: 'The image file.' }) file!: Promise<FileUpload>;
}

@InputType({ description: 'Which of your pictures to remove.' })
export class ClearUserImageInput {
  @Field(() => UserImageKind, { description: 'The profile picture or the background.' }) kind!: UserImageKind;
}

/** What the User mutations answer (each has its own GraphQL payload type, see the resolver). */
export interface UserPayload { user: User }

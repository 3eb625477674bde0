import { Arg, Ctx as GqlCtx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../common/context';
import { InputMutation } from '../../common/mutations';
import { Unit } from '../../common/enums';
import { readUpload } from '../../common/upload';
import { requireViewer } from '../../common/policy';
import { imageUrl } from '../image/image-url';
import { User } from './user.entity';
import { can } from '../../common/authorize';
import { canSeeAccountFields, profileImagesArePublic } from './user.policy';
import { ClearUserImageInput, SetPreferredUnitInput, SetUserImageInput, UpdateProfileInput, UserPayload } from './user.input';
import * as users from './user.service';
import { payloadType } from '../../common/payloads';
import { guardedFields } from '../../common/resolver-steps';

const UpdateProfilePayload = payloadType('UpdateProfile', 'user', () => User, 'You, as changed.');
const SetPreferredUnitPayload = payloadType('SetPreferredUnit', 'user', () => User, 'You, with the new unit.');
const SetUserImagePayload = payloadType('SetUserImage', 'user', () => User, 'You, with the new picture.');
const ClearUserImagePayload = payloadType('ClearUserImage', 'user', () => User, 'You, without that picture.');

/** The URL of a profile's picture or background, for those who may see the profile: stable when it is public. */
function profileImageUrl(ctx: Ctx, user: User, imageId: number | null): string | null {
  return can(ctx.viewer, 'read', User, user) ? imageUrl(ctx.secrets, imageId, profileImagesArePublic(user)) : null;
}

@Resolver(() => User)
export class UserResolver {
  @Query(() => User, { description: 'The logged-in user.' })
  me(@GqlCtx() ctx: Ctx): Promise<User> {
    return users.me(ctx);
  }

  @Query(() => User, { nullable: true, description: 'A user by username (case-insensitive). Private profiles are found by their owner only; null (with a NOT_FOUND error) otherwise.' })
  user(@Arg('username', () => String, { description: 'The username, in any case.' }) username: string, @GqlCtx() ctx: Ctx): Promise<User> {
    return users.userByUsername(ctx, username);
  }

  @FieldResolver(() => String, { nullable: true, description: 'URL of the profile picture.' })
  pictureUrl(@Root() user: User, @GqlCtx() ctx: Ctx): string | null {
    return profileImageUrl(ctx, user, user.pictureId);
  }

  @FieldResolver(() => String, { nullable: true, description: 'URL of the background picture.' })
  backgroundUrl(@Root() user: User, @GqlCtx() ctx: Ctx): string | null {
    return profileImageUrl(ctx, user, user.backgroundId);
  }

  @FieldResolver(() => Boolean, { description: 'Whether you may change this profile: it is yours (and you are not using a read-only token).' })
  viewerCanEdit(@Root() user: User, @GqlCtx() ctx: Ctx): boolean {
    return can(ctx.viewer, 'update', User, user);
  }

  @InputMutation(() => UpdateProfilePayload, () => UpdateProfileInput, 'Changes profile fields of the logged-in user.')
  async updateProfile(input: UpdateProfileInput, ctx: Ctx): Promise<UserPayload> {
    return { user: await users.updateProfile(ctx, input) };
  }

  @InputMutation(() => SetPreferredUnitPayload, () => SetPreferredUnitInput, 'Sets your preferred measuring system.')
  async setPreferredUnit(input: SetPreferredUnitInput, ctx: Ctx): Promise<UserPayload> {
    return { user: await users.setPreferredUnit(ctx, input.unit) };
  }

  @InputMutation(() => SetUserImagePayload, () => SetUserImageInput, 'Sets the profile or background picture.')
  async setUserImage(input: SetUserImageInput, ctx: Ctx): Promise<UserPayload> {
    requireViewer(ctx); // fail fast for visitors before reading the upload
    return { user: await users.setUserImage(ctx, input.kind, await readUpload(input.file)) };
  }

  @InputMutation(() => ClearUserImagePayload, () => ClearUserImageInput, 'Removes the profile or background picture.')
  async clearUserImage(input: ClearUserImageInput, ctx: Ctx): Promise<UserPayload> {
    return { user: await users.clearUserImage(ctx, input.kind) };
  }
}

// The account's fields are the owner's only; the profile's words, anyone's who may see the profile.
guardedFields<User>(UserResolver, () => String, canSeeAccountFields, { email: 'Visible to the owner only.' });
guardedFields<User>(UserResolver, () => Unit, canSeeAccountFields, { preferredUnit: 'Visible to the owner only.' });
guardedFields<User>(UserResolver, () => String, (viewer, user) => can(viewer, 'read', User, user), {
  name: "The knitter's name.", bio: 'A few words about the knitter.', country: "The knitter's country.", city: "The knitter's city.",
});

import { ID, Ctx as GqlCtx, Field, InputType, Query, Resolver } from 'type-graphql';
import { ArrayMaxSize, MaxLength } from 'class-validator';
import type { Ctx } from '../../common/context';
import { databaseIdOf, toGlobalId } from '../../common/node';
import { deletePayloadType, idInputType, payloadType, type Deleted, deleted } from '../../common/payloads';
import { InputMutation } from '../../common/mutations';
import { GraphQLUpload, readUpload, type FileUpload } from '../../common/upload';
import { ConnectedOAuthApp, OAuthApp } from './oauth-app.entity';
import * as apps from './oauth.service';

@InputType({ description: 'A new OAuth app: what knitters see when they allow it, and where they are sent back.' })
class RegisterOAuthAppInput {
  @Field(() => String, { description: 'The name knitters see on the consent screen, 1 to 100 characters.' }) @MaxLength(100) name!: string;
  @Field(() => [String], { description: 'Where knitters may be sent back with a code: 1 to 10 absolute https addresses (http only on localhost), without a fragment.' })
  @ArrayMaxSize(10) @MaxLength(2000, { each: true }) redirectUris!: string[];
  @Field(() => GraphQLUpload, { nullable: true, description: 'A logo (PNG, JPEG, WebP or GIF, at most 10 MB), shown as a 128-pixel square.' }) logo?: Promise<FileUpload> | null;
}

const RegisterOAuthAppPayload = payloadType('RegisterOAuthApp', 'oauthApp', () => OAuthApp, 'The registered app, with its client id.');
const DeleteOAuthAppInput = idInputType('DeleteOAuthApp', 'app', 'The app to delete.');
const DeleteOAuthAppPayload = deletePayloadType('OAuthApp', 'app');
const RevokeOAuthAppConnectionInput = idInputType('RevokeOAuthAppConnection', 'app (`appId` of connectedOAuthApps)', 'The app whose access to your account ends.', { field: 'appId' });
const RevokeOAuthAppConnectionPayload = payloadType('RevokeOAuthAppConnection', 'revokedOAuthAppId', () => ID, 'The global id of the app, whose tokens no longer work.');

/** OAuth apps over GraphQL: registering one's apps, and the apps one allowed. Only a logged-in session (never a token) may. */
@Resolver(() => OAuthApp)
export class OAuthAppResolver {
  @Query(() => [OAuthApp], { description: 'The OAuth apps you registered, newest first. Not available to a token.' })
  oauthApps(@GqlCtx() ctx: Ctx): Promise<OAuthApp[]> {
    return apps.listOwn(ctx);
  }

  @Query(() => [ConnectedOAuthApp], { description: 'The OAuth apps you allowed to use your account, latest first. Not available to a token.' })
  connectedOAuthApps(@GqlCtx() ctx: Ctx): Promise<ConnectedOAuthApp[]> {
    return apps.connected(ctx);
  }

  @InputMutation(() => RegisterOAuthAppPayload, () => RegisterOAuthAppInput, 'Registers an OAuth app (a public client: it must use PKCE). Not available to a token.', 'Name, redirect URIs and an optional logo.')
  async registerOAuthApp(input: RegisterOAuthAppInput, ctx: Ctx): Promise<{ oauthApp: OAuthApp }> {
    const logo = input.logo ? await readUpload(input.logo) : null;
    return { oauthApp: await apps.register(ctx, { name: input.name, redirectUris: input.redirectUris, logo }) };
  }

  @InputMutation(() => DeleteOAuthAppPayload, () => DeleteOAuthAppInput, 'Deletes one of your apps; every token issued to it stops working at once. Not available to a token.', 'The app to delete.')
  async deleteOAuthApp(input: { id: string }, ctx: Ctx): Promise<Deleted> {
    const id = databaseIdOf(input.id, 'OAuthApp');
    await apps.remove(ctx, id);
    return deleted('OAuthApp', id);
  }

  @InputMutation(() => RevokeOAuthAppConnectionPayload, () => RevokeOAuthAppConnectionInput, 'Ends an app\'s access to your account: its tokens stop working at once. Not available to a token.', 'The app.')
  async revokeOAuthAppConnection(input: { appId: string }, ctx: Ctx): Promise<{ revokedOAuthAppId: string }> {
    const id = databaseIdOf(input.appId, 'OAuthApp', 'appId');
    await apps.revokeConnection(ctx, id);
    return { revokedOAuthAppId: toGlobalId('OAuthApp', id) };
  }
}

/**
 * The authorisation matrix: every GraphQL operation (read from introspection) and every /api/v1 route (read
 * from the adapter's OpenAPI document), called as a visitor, as another user and as the owner, against a public
 * and a private world, and a mixed one (a private profile with public items). Each cell has its expected answer; no answer to a non-owner carries the owner's private
 * data; a non-owner's call changes nothing of the owner's (and the owner's writes do change it, which shows the
 * fingerprint sees them). Mutating REST routes get one more cell: the owner without an XSRF token (403, no write).
 * An operation or route without an entry here fails the test: new ones must be added.
 */
import { Pool } from 'pg';
import { Client, globalStats, PASSWORD, type GqlAnswer, type HttpResult, type OpenApiDoc, type OpenApiOperation } from '../resilience/lib';
import type { ExploreFacets, ExportLink, KnitItem, RestBody, User } from '../helpers/types';
import { actors, allPublicCalcs, fillPath, globalId, gqlOutcome, inBatches, leaks, restOutcome, type Actor, type Ctx, type Outcome } from './matrix';
import { BASE, buildWorld, DB_URL, fingerprint, privateImagePaths, smallImage, type Vis, type World } from './world';
import { PLATFORM_OPS } from './platform-ops';
import { STASH_OPS } from './stash-ops';
import { PROJECT_OPS } from './project-ops';

type Cat =
  | 'targetRead' /* a thing of the owner's, visible when public */
  | 'publicOnlyRead' /* REST /public/ variants: only when public, even for the owner */
  | 'targetWrite' /* changes a thing of the owner's */
  | 'ownRead' /* the caller's own data */
  | 'publicRead' /* everyone's public data */
  | 'selfWrite' /* changes the caller's own data (nothing to aim at) */
  | 'selfPathWrite' /* REST: changes the account named in the path, which must be the caller's */
  | 'profileRead' /* a profile (or its images) by username */
  | 'favourite' /* saves the owner's item: the owner may not (own item), others only when it is public */
  | 'unfavourite' /* removes a favourite of the caller's: any visible item (nothing to remove is fine) */
  | 'copy' | 'login' | 'logout' | 'refresh' | 'register' | 'meta' | 'always400';

interface Spec {
  cat: Cat;
  /** Whether the owner's successful call changes the owner's data. */
  writes: boolean;
  /** Auth required even to read (REST plain variants): visitors get 401. */
  authRequired?: boolean;
}

function expected(spec: Spec, actor: Actor, world: World): Outcome {
  // Profiles follow the profile's visibility; everything else the item's (and calculator's).
  const pub = (spec.cat === 'profileRead' ? world.profileVis : world.itemVis) === 'public';
  if (actor === 'owner-no-xsrf') return 'forbidden';
  switch (spec.cat) {
    case 'targetRead':
      if (actor === 'owner') return 'ok';
      if (actor === 'visitor' && spec.authRequired) return 'unauth';
      return pub ? 'ok' : 'notfound';
    case 'publicOnlyRead': return pub ? 'ok' : 'notfound';
    case 'targetWrite':
      if (actor === 'owner') return 'ok';
      if (actor === 'visitor') return 'unauth';
      return pub ? 'forbidden' : 'notfound';
    case 'ownRead': case 'selfWrite': return actor === 'visitor' ? 'unauth' : 'ok';
    case 'selfPathWrite': return actor === 'owner' ? 'ok' : actor === 'visitor' ? 'unauth' : 'forbidden';
    case 'profileRead': return actor === 'owner' || pub ? 'ok' : 'notfound';
    case 'favourite': return actor === 'visitor' ? 'unauth' : actor === 'owner' ? 'bad' : pub ? 'ok' : 'notfound';
    case 'unfavourite': return actor === 'visitor' ? 'unauth' : actor === 'owner' || pub ? 'ok' : 'notfound';
    case 'copy': return actor === 'visitor' ? 'unauth' : actor === 'owner' || pub ? 'ok' : 'notfound';
    case 'login': return actor === 'owner' ? 'ok' : 'unauth';
    case 'refresh': return actor === 'visitor' ? 'unauth' : 'ok';
    case 'publicRead': case 'logout': case 'register': case 'meta': return 'ok';
    case 'always400': return 'bad';
  }
}

// ---------------------------------------------------------------- GraphQL operations

/** An object as selected by `id: databaseId`. */
type Id = { id: number };

interface GqlOp extends Spec { call(x: Ctx): Promise<GqlAnswer>; check?(r: GqlAnswer, x: Ctx): string | null }

const ITEM_FIELDS = 'id: databaseId name producer madeIn content notes tags visibility author owner { username email name bio city country pictureUrl } pictures { id: databaseId url thumbnailUrl } firstPicture { url } colours { id: databaseId textDescription codeDescription pictureUrl thumbnailUrl }';
const USER_FIELDS = 'id: databaseId username email name bio city country visibility preferredUnit pictureUrl backgroundUrl';
const CALC_FIELDS = 'id: databaseId name type visibility tensionRows owner { username email }';
/** The global id (Node interface) of the `type` whose database id is `id`. */
const upload = async () => ({ 'variables.i.file': { bytes: await smallImage(), type: 'image/png', name: 'p.png' } });


const GQL: Record<string, GqlOp> = {
  // Queries
  calculator: { cat: 'targetRead', writes: false, call: (x) => x.client.gql(`query Q($id: ID!) { calculator(id: $id) { ${CALC_FIELDS} } }`, { id: x.world.calcId }) },
  knitItem: { cat: 'targetRead', writes: false, call: (x) => x.client.gql(`query Q($id: ID!) { knitItem(id: $id) { ${ITEM_FIELDS} } }`, { id: x.world.itemId }) },
  // node(id:) and nodes(ids:) find an item by its global id with the same rules as knitItem.
  node: { cat: 'targetRead', writes: false, call: (x) => x.client.gql(`query Q($id: ID!) { node(id: $id) { ... on KnitItem { ${ITEM_FIELDS} } } }`, { id: globalId('KnitItem', x.world.itemId) }) },
  nodes: {
    cat: 'targetRead', writes: false,
    call: (x) => x.client.gql(`query Q($ids: [ID!]!) { nodes(ids: $ids) { ... on Calculator { ${CALC_FIELDS} } } }`, { ids: [globalId('Calculator', x.world.calcId)] }),
  },
  // The caller's own imports only: someone else's import id answers null.
  accountImport: { cat: 'ownRead', writes: false, call: (x) => x.client.gql('{ accountImport { id state progress { itemsDone } report { items { created } } error { code } } }') },
  me: { cat: 'ownRead', writes: false, call: (x) => x.client.gql(`{ me { ${USER_FIELDS} } }`), check: (r: GqlAnswer<{ me: Id }>, x) => (r.data.me.id === x.self?.id ? null : 'me is someone else') },
  myCalculators: { cat: 'ownRead', writes: false, call: (x) => x.client.gql(`{ myCalculators(first: 100) { nodes { ${CALC_FIELDS} } } }`),
    check: (r: GqlAnswer<{ myCalculators: { nodes: Id[] } }>, x) => (x.actor === 'owner' && !r.data.myCalculators.nodes.some((n: { id: number }) => n.id === x.world.calcId) ? 'own calculator missing' : null) },
  myKnitItems: { cat: 'ownRead', writes: false, call: (x) => x.client.gql(`{ myKnitItems(first: 100) { nodes { ${ITEM_FIELDS} } } }`),
    check: (r: GqlAnswer<{ myKnitItems: { nodes: Id[] } }>, x) => (x.actor === 'owner' && !r.data.myKnitItems.nodes.some((n: { id: number }) => n.id === x.world.itemId) ? 'own item missing' : null) },
  publicCalculators: { cat: 'publicRead', writes: false, call: (x) => allPublicCalcs(x.client, CALC_FIELDS),
    check: (r, x) => (x.world.itemVis === 'public' && !r.text.includes(`calc${x.world.tag}`) ? 'public calculator missing' : null) },
  publicKnitItems: { cat: 'publicRead', writes: false, call: (x) => x.client.gql(`query Q($s: String) { publicKnitItems(first: 100, search: $s) { nodes { ${ITEM_FIELDS} } } }`, { s: x.world.tag }),
    check: (r: GqlAnswer<{ publicKnitItems: { nodes: Id[] } }>, x) => {
      const ids = r.data.publicKnitItems.nodes.map((n: { id: number }) => n.id);
      return (x.world.itemVis === 'public') === ids.includes(x.world.itemId) ? null : `feed shows ${ids.join(',')} for a ${x.world.itemVis} item ${x.world.itemId}`;
    } },
  // Everyone may search; the owner's private item is found by its owner only (and its highlights with it).
  search: { cat: 'publicRead', writes: false,
    call: (x) => x.client.gql(`query Q($q: String!) { search(query: $q, first: 100) { totalCount edges { rank highlights { field parts { text match } } node { ${ITEM_FIELDS} } } } }`, { q: `item${x.world.tag}` }),
    check: (r: GqlAnswer<{ search: { edges: Array<{ node: Id }> } }>, x) => {
      const ids = r.data.search.edges.map((e: { node: { id: number } }) => e.node.id);
      const visible = x.world.itemVis === 'public' || x.actor === 'owner';
      return visible === ids.includes(x.world.itemId) ? null : `search shows ${ids.join(',')} to ${x.actor} for a ${x.world.itemVis} item ${x.world.itemId}`;
    } },
  explore: { cat: 'publicRead', writes: false,
    call: (x) => x.client.gql(`query Q($p: String) { explore(first: 100, filter: { producer: $p }) { nodes { ${ITEM_FIELDS} } facets { producers { value count } tags { value count } fibres { value count } } } }`, { p: `producer${x.world.tag}` }),
    check: (r: GqlAnswer<{ explore: { nodes: Id[]; facets: Pick<ExploreFacets, 'producers'> } }>, x) => {
      const ids = r.data.explore.nodes.map((n: { id: number }) => n.id);
      const counted = r.data.explore.facets.producers.length > 0;
      return (x.world.itemVis === 'public') === ids.includes(x.world.itemId) && counted === (x.world.itemVis === 'public') ? null : `explore shows ${ids.join(',')} for a ${x.world.itemVis} item`;
    } },
  myFavorites: { cat: 'ownRead', writes: false, call: (x) => x.client.gql(`{ myFavorites(first: 100) { nodes { ${ITEM_FIELDS} } } }`) },
  registrationEnabled: { cat: 'meta', writes: false, call: (x) => x.client.gql('{ registrationEnabled }') },
  user: { cat: 'profileRead', writes: false, call: (x) => x.client.gql(`query U($u: String!) { user(username: $u) { ${USER_FIELDS} } }`, { u: x.world.owner.username }) },
  personalAccessTokens: { cat: 'ownRead', writes: false, call: (x) => x.client.gql('{ personalAccessTokens { id: databaseId name scope lastUsedAt } }') },
  // Mutations
  // The caller's favourite rows are the caller's: a non-owner's favourite of the owner's item is not the owner's data.
  favorite: { cat: 'favourite', writes: false, call: (x) => x.client.gql('mutation M($i: FavoriteInput!) { favorite(input: $i) { item { id: databaseId favoriteCount viewerHasFavorited } } }', { i: { itemId: x.world.itemId } }),
    check: (r: GqlAnswer<{ favorite: { item: Pick<KnitItem, 'viewerHasFavorited'> } }>) => (r.data.favorite.item.viewerHasFavorited ? null : 'not marked as a favourite') },
  unfavorite: { cat: 'unfavourite', writes: false, call: (x) => x.client.gql('mutation M($i: UnfavoriteInput!) { unfavorite(input: $i) { item { id: databaseId viewerHasFavorited } } }', { i: { itemId: x.world.itemId } }) },
  // Token rows are not in the world's fingerprint (tests/api/tokens.test.ts checks what they change): writes: false.
  createPersonalAccessToken: { cat: 'selfWrite', writes: false, call: (x) => x.client.gql('mutation M($i: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $i) { personalAccessToken { id: databaseId } } }', { i: { name: 'Tool', scope: 'READ', password: x.self?.password ?? PASSWORD } }) },
  // Revokes a token of the caller's own, made just before (a visitor cannot make one, so it aims at id 1).
  revokePersonalAccessToken: { cat: 'selfWrite', writes: false, call: async (x) => {
    const made = await x.client.gql<{ createPersonalAccessToken: { personalAccessToken: Id } | null }>('mutation M($i: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $i) { personalAccessToken { id: databaseId } } }', { i: { name: 'Tool', scope: 'READ', password: x.self?.password ?? PASSWORD } });
    const id = made.data?.createPersonalAccessToken?.personalAccessToken.id ?? 1;
    return x.client.gql('mutation M($i: RevokePersonalAccessTokenInput!) { revokePersonalAccessToken(input: $i) { personalAccessToken { id: databaseId } } }', { i: { id } });
  } },
  ...PLATFORM_OPS,
  ...STASH_OPS,
  ...PROJECT_OPS,
  addColour: { cat: 'targetWrite', writes: true, call: (x) => x.client.gql('mutation M($i: AddColourInput!) { addColour(input: $i) { colour { id: databaseId } } }', { i: { itemId: x.world.itemId, textDescription: 'Added' } }) },
  addPicture: { cat: 'targetWrite', writes: true, call: async (x) => x.client.gqlUpload('mutation M($i: AddPictureInput!) { addPicture(input: $i) { picture { id: databaseId } } }', { i: { itemId: x.world.itemId, file: null } }, await upload()) },
  changePassword: { cat: 'selfWrite', writes: true, call: (x) => x.client.gql('mutation M($i: ChangePasswordInput!) { changePassword(input: $i) { accessToken user { id: databaseId } } }', { i: { currentPassword: x.self?.password ?? PASSWORD, newPassword: 'a brand new password' } }) },
  clearColourPicture: { cat: 'targetWrite', writes: true, call: (x) => x.client.gql('mutation M($i: ClearColourPictureInput!) { clearColourPicture(input: $i) { colour { id: databaseId } } }', { i: { id: x.world.colourId } }) },
  clearUserImage: { cat: 'selfWrite', writes: true, call: (x) => x.client.gql('mutation M($i: ClearUserImageInput!) { clearUserImage(input: $i) { user { id: databaseId } } }', { i: { kind: 'PICTURE' } }) },
  copyCalculator: { cat: 'copy', writes: true, call: (x) => x.client.gql('mutation M($i: CopyCalculatorInput!) { copyCalculator(input: $i) { calculator { id: databaseId name owner { username } } } }', { i: { id: x.world.calcId } }),
    check: (r: GqlAnswer<{ copyCalculator: { calculator: { owner: Pick<User, 'username'> } } }>, x) => (r.data.copyCalculator.calculator.owner.username === x.self?.username ? null : 'the copy is not the caller\'s') },
  createCalculator: { cat: 'selfWrite', writes: true, call: (x) => x.client.gql('mutation M($i: CreateCalculatorInput!) { createCalculator(input: $i) { calculator { id: databaseId } } }', { i: { name: 'Mine' } }) },
  createKnitItem: { cat: 'selfWrite', writes: true, call: (x) => x.client.gql('mutation M($i: CreateKnitItemInput!) { createKnitItem(input: $i) { item { id: databaseId } } }', { i: { type: 'PATTERN', name: 'Mine' } }) },
  deleteAccount: { cat: 'selfWrite', writes: true, call: (x) => x.client.gql('mutation M($i: DeleteAccountInput!) { deleteAccount(input: $i) { ok } }', { i: { password: x.self?.password ?? PASSWORD } }) },
  deleteCalculator: { cat: 'targetWrite', writes: true, call: (x) => x.client.gql('mutation M($i: DeleteCalculatorInput!) { deleteCalculator(input: $i) { id: databaseId } }', { i: { id: x.world.calcId } }) },
  deleteColour: { cat: 'targetWrite', writes: true, call: (x) => x.client.gql('mutation M($i: DeleteColourInput!) { deleteColour(input: $i) { id: databaseId } }', { i: { id: x.world.colourId } }) },
  deleteKnitItem: { cat: 'targetWrite', writes: true, call: (x) => x.client.gql('mutation M($i: DeleteKnitItemInput!) { deleteKnitItem(input: $i) { id: databaseId } }', { i: { id: x.world.itemId } }) },
  deletePicture: { cat: 'targetWrite', writes: true, call: (x) => x.client.gql('mutation M($i: DeletePictureInput!) { deletePicture(input: $i) { id: databaseId } }', { i: { id: x.world.pictureId } }) },
  exportData: { cat: 'ownRead', writes: false, call: (x) => x.client.gql('mutation { exportData { url estimatedBytes } }'),
    check: (r: GqlAnswer<{ exportData: Pick<ExportLink, 'url'> }>) => (String(r.data.exportData.url).startsWith('/api/account/export?token=') ? null : 'no export link') },
  importData: { cat: 'selfWrite', writes: true, call: (x) => x.client.gqlUpload('mutation M($i: ImportDataInput!) { importData(input: $i) { items { created } } }',
    { i: { file: null } }, { 'variables.i.file': { bytes: Buffer.from(JSON.stringify([{ type: 'pattern', name: `Imported ${Math.random()}` }])), type: 'application/json', name: 'items.json' } }) },
  login: { cat: 'login', writes: true, call: (x) => x.client.gql('mutation M($i: LoginInput!) { login(input: $i) { accessToken user { id: databaseId } } }',
    { i: { username: x.world.owner.username, password: x.actor === 'owner' ? x.world.owner.password : 'a guessed password' } }) },
  logout: { cat: 'logout', writes: true, call: (x) => x.client.gql('mutation { logout { ok } }') },
  refresh: { cat: 'refresh', writes: true, call: (x) => x.client.gql('mutation { refresh { accessToken user { id: databaseId } } }', {}, { auth: false }),
    check: (r: GqlAnswer<{ refresh: { user: Id } }>, x) => (r.data.refresh.user.id === x.self?.id ? null : 'refreshed into someone else\'s session') },
  register: { cat: 'register', writes: false, call: (x) => x.client.gql('mutation M($i: RegisterInput!) { register(input: $i) { user { id: databaseId } } }',
    { i: { username: `n${Math.random().toString(36).slice(2, 12)}`, email: 'new@example.com', password: 'another password' } }) },
  // Public by design (a reset link by mail, then its token): malformed input is refused before any throttling.
  requestPasswordReset: { cat: 'always400', writes: false, call: (x) => x.client.gql('mutation M($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) { ok } }', { i: { email: 'not-an-email' } }) },
  resetPassword: { cat: 'always400', writes: false, call: (x) => x.client.gql('mutation M($i: ResetPasswordInput!) { resetPassword(input: $i) { ok } }', { i: { token: 'x'.repeat(43), newPassword: 'short' } }) },
  replacePicture: { cat: 'targetWrite', writes: true, call: async (x) => x.client.gqlUpload('mutation M($i: ReplacePictureInput!) { replacePicture(input: $i) { picture { id: databaseId } } }', { i: { id: x.world.pictureId, file: null } }, await upload()) },
  setColourPicture: { cat: 'targetWrite', writes: true, call: async (x) => x.client.gqlUpload('mutation M($i: SetColourPictureInput!) { setColourPicture(input: $i) { colour { id: databaseId } } }', { i: { id: x.world.colourId, file: null } }, await upload()) },
  setPreferredUnit: { cat: 'selfWrite', writes: true, call: (x) => x.client.gql('mutation M($i: SetPreferredUnitInput!) { setPreferredUnit(input: $i) { user { id: databaseId } } }', { i: { unit: 'IMPERIAL' } }) },
  setUserImage: { cat: 'selfWrite', writes: true, call: async (x) => x.client.gqlUpload('mutation M($i: SetUserImageInput!) { setUserImage(input: $i) { user { id: databaseId } } }', { i: { kind: 'BACKGROUND', file: null } }, await upload()) },
  updateCalculator: { cat: 'targetWrite', writes: true, call: (x) => x.client.gql('mutation M($i: UpdateCalculatorInput!) { updateCalculator(input: $i) { calculator { id: databaseId } } }', { i: { id: x.world.calcId, name: 'Taken over', tensionRows: 99 } }) },
  updateColour: { cat: 'targetWrite', writes: true, call: (x) => x.client.gql('mutation M($i: UpdateColourInput!) { updateColour(input: $i) { colour { id: databaseId } } }', { i: { id: x.world.colourId, textDescription: 'Taken over' } }) },
  updateKnitItem: { cat: 'targetWrite', writes: true, call: (x) => x.client.gql('mutation M($i: UpdateKnitItemInput!) { updateKnitItem(input: $i) { item { id: databaseId } } }', { i: { id: x.world.itemId, name: 'Taken over', visibility: 'PUBLIC' } }) },
  updateProfile: { cat: 'selfWrite', writes: true, call: (x) => x.client.gql('mutation M($i: UpdateProfileInput!) { updateProfile(input: $i) { user { id: databaseId } } }', { i: { bio: 'Changed bio' } }) },
};

// ---------------------------------------------------------------- REST routes

interface RestOp extends Spec { body?: (x: Ctx) => unknown; check?(r: HttpResult, x: Ctx): string | null }

const REST: Record<string, RestOp> = {
  'get /account/get-xsrf/': { cat: 'meta', writes: false },
  'post /account/login/': { cat: 'login', writes: true, body: (x) => ({ username: x.world.owner.username, password: x.actor.startsWith('owner') ? x.world.owner.password : 'a guessed password' }) },
  'post /account/registration/': { cat: 'register', writes: false, body: () => ({ username: `n${Math.random().toString(36).slice(2, 12)}`, email: 'new@example.com', password: 'another password' }) },
  'post /account/logout/': { cat: 'logout', writes: true },
  'get /account/refresh/': { cat: 'refresh', writes: true },
  'post /user/setpassword/{username}/': { cat: 'selfPathWrite', writes: true, body: (x) => ({ currentPassword: x.self?.password ?? PASSWORD, newPassword: 'a brand new password' }) },
  'post /user/setpassword/': { cat: 'always400', writes: false, body: (x) => ({ currentPassword: x.self?.password ?? PASSWORD, newPassword: 'a brand new password' }) },
  'get /user/{username}/': { cat: 'profileRead', writes: false },
  'put /user/{username}/': { cat: 'selfPathWrite', writes: true, body: () => ({ bio: 'Changed bio', preferred_unit: 'Imperial' }) },
  'get /user/': { cat: 'always400', writes: false },
  'put /user/': { cat: 'always400', writes: false, body: () => ({ bio: 'x' }) },
  'get /user/{kind}/{username}/': { cat: 'profileRead', writes: false },
  'post /user/{kind}/{username}/': { cat: 'selfPathWrite', writes: true },
  'delete /user/{kind}/{username}/': { cat: 'selfPathWrite', writes: true },
  'post /user/{kind}/': { cat: 'always400', writes: false },
  'delete /user/{kind}/': { cat: 'always400', writes: false },
  'get /knit/{type}/': { cat: 'ownRead', writes: false,
    check: (r: HttpResult<RestBody<'getKnitBy_type'>>, x) => (x.actor === 'owner' && !r.body.data.some((d: { id: number }) => d.id === x.world.itemId) ? 'own item missing' : null) },
  'get /knit/{type}/public/': { cat: 'publicRead', writes: false },
  'post /knit/{type}/': { cat: 'selfWrite', writes: true, body: () => ({ name: 'Mine', tags: 'a, b', visibility: 'Private' }) },
  'put /knit/{type}/{id}/': { cat: 'targetWrite', writes: true, body: () => ({ name: 'Taken over', visibility: 'Public' }) },
  'delete /knit/{type}/{id}/': { cat: 'targetWrite', writes: true },
  'get /knit/{type}/{id}/pic/': { cat: 'targetRead', writes: false, authRequired: true },
  'get /knit/{type}/{id}/pic/public/': { cat: 'publicOnlyRead', writes: false },
  'get /knit/{type}/{id}/pic/{picId}/': { cat: 'targetRead', writes: false, authRequired: true },
  'get /knit/{type}/{id}/pic/public/{picId}/': { cat: 'publicOnlyRead', writes: false },
  'post /knit/{type}/{id}/pic/': { cat: 'targetWrite', writes: true },
  'put /knit/{type}/{id}/pic/{picId}/': { cat: 'targetWrite', writes: true },
  'delete /knit/{type}/{id}/pic/{picId}/': { cat: 'targetWrite', writes: true },
  'get /knit/{type}/{id}/color/': { cat: 'targetRead', writes: false, authRequired: true },
  'get /knit/{type}/{id}/color/public/': { cat: 'publicOnlyRead', writes: false },
  'get /knit/{type}/{id}/color/info/{colorId}/': { cat: 'targetRead', writes: false, authRequired: true },
  'get /knit/{type}/{id}/color/info/public/{colorId}/': { cat: 'publicOnlyRead', writes: false },
  'post /knit/{type}/{id}/color/': { cat: 'targetWrite', writes: true, body: () => ({ text_description: 'Added', code_description: '#000' }) },
  'put /knit/{type}/{id}/color/{colorId}/': { cat: 'targetWrite', writes: true, body: () => ({ text_description: 'Taken over' }) },
  'delete /knit/{type}/{id}/color/{colorId}/': { cat: 'targetWrite', writes: true },
  'get /knit/{type}/{id}/color/pic/{colorId}/': { cat: 'targetRead', writes: false, authRequired: true },
  'get /knit/{type}/{id}/color/pic/public/{colorId}/': { cat: 'publicOnlyRead', writes: false },
  'post /knit/{type}/{id}/color/{colorId}/pic/': { cat: 'targetWrite', writes: true },
  'delete /knit/{type}/{id}/color/{colorId}/pic/': { cat: 'targetWrite', writes: true },
  'get /calc/': { cat: 'ownRead', writes: false,
    check: (r: HttpResult<RestBody<'getCalc'>>, x) => (x.actor === 'owner' && !r.body.data.some((d: { id: number }) => d.id === x.world.calcId) ? 'own calculator missing' : null) },
  'get /calc/public/': { cat: 'publicRead', writes: false },
  'post /calc/': { cat: 'selfWrite', writes: true, body: () => ({ name: 'Mine', visibility: 'Private', tension_rows: 3 }) },
  'put /calc/{id}/': { cat: 'targetWrite', writes: true, body: () => ({ name: 'Taken over', tension_rows: 99 }) },
  'delete /calc/{id}/': { cat: 'targetWrite', writes: true },
  'get /openapi.json': { cat: 'meta', writes: false },
};

// ---------------------------------------------------------------- the matrix

let db: Pool;
let openapi: OpenApiDoc;

/**
 * The operations of the OpenAPI document, keyed by the route that serves them: the document writes the picture kinds
 * as fixed paths and names their route in `x-path-template`.
 */
function documentedRoutes(): { key: string; method: string; path: string; op: OpenApiOperation }[] {
  return Object.entries(openapi.paths).flatMap(([p, ops]) => Object.entries(ops)
    .map(([m, op]) => ({ key: `${m} ${op['x-path-template'] ?? p}`, method: m.toUpperCase(), path: p, op })));
}
let schemaOps: string[] = [];
const failures: string[] = [];
let cells = 0;
const VISES: Vis[] = ['public', 'private', 'mixed'];

beforeAll(async () => {
  db = new Pool({ connectionString: DB_URL, max: 4 });
  // Deprecated operations still answer: they are checked like the others.
  const intro = await new Client(BASE).gql<{ __schema: Record<'queryType' | 'mutationType', { fields: Array<{ name: string }> }> }>('{ __schema { queryType { fields(includeDeprecated: true) { name } } mutationType { fields(includeDeprecated: true) { name } } } }');
  schemaOps = [...intro.data.__schema.queryType.fields, ...intro.data.__schema.mutationType.fields].map((f: { name: string }) => f.name);
  openapi = (await new Client(BASE).raw<OpenApiDoc>('GET', '/api/v1/openapi.json')).body;
});

afterAll(async () => {
  await db?.end();
  console.log(`authorisation matrix: ${cells} cells checked, ${globalStats.requests} HTTP requests sent`);
});

async function runCell(name: string, spec: Spec, vis: Vis, call: (x: Ctx) => Promise<{ outcome: string; text: string; problem: string | null }>, mutating: boolean): Promise<void> {
  const world = await buildWorld(vis);
  world.imagePaths = await privateImagePaths(db, world);
  for (const { actor, client, self } of await actors(world, mutating)) {
    const before = await fingerprint(db, world.owner.id);
    const want = expected(spec, actor, world);
    const x: Ctx = { world, client, actor, self };
    const got = await call(x);
    const after = await fingerprint(db, world.owner.id);
    cells += 1;
    const where = `${name} as ${actor} on ${vis} data`;
    if (got.outcome !== want) failures.push(`${where}: expected ${want}, got ${got.outcome}`);
    else if (got.outcome === 'ok' && got.problem) failures.push(`${where}: ${got.problem}`);
    if (actor !== 'owner') {
      const leaked = leaks(got.text, world);
      if (leaked.length) failures.push(`${where}: private data in the answer: ${leaked.join(', ')}`);
      if (before !== after) failures.push(`${where}: changed the owner's data`);
    } else if (want === 'ok' && spec.writes && before === after) {
      failures.push(`${where}: the owner's write left no trace (the fingerprint would miss a non-owner's write)`);
    } else if (want === 'ok' && !spec.writes && before !== after) {
      failures.push(`${where}: a read changed the owner's data`);
    }
  }
}

test('every GraphQL operation and every REST route has an entry in the matrix', () => {
  expect(schemaOps.length).toBeGreaterThan(20);
  expect(schemaOps.filter((op) => !GQL[op])).toEqual([]);
  const routes = [...new Set(documentedRoutes().map((r) => r.key))];
  expect(routes.length).toBeGreaterThan(20);
  expect(routes.filter((r) => !REST[r])).toEqual([]);
  // And nothing here is stale.
  expect(Object.keys(GQL).filter((op) => !schemaOps.includes(op))).toEqual([]);
  expect(Object.keys(REST).filter((r) => !routes.includes(r))).toEqual([]);
});

test('GraphQL: visitor, other user and owner against public, private and mixed data', async () => {
  const jobs = schemaOps.filter((op) => GQL[op]).flatMap((op) => VISES.map((vis) => ({ op, vis })));
  await inBatches(jobs, 4, ({ op, vis }) => runCell(`gql ${op}`, GQL[op], vis, async (x) => {
    const r = await GQL[op].call(x);
    const outcome = gqlOutcome(r);
    return { outcome, text: r.text, problem: outcome === 'ok' && GQL[op].check ? GQL[op].check(r, x) : null };
  }, false));
  expect(failures.filter((f) => f.startsWith('gql '))).toEqual([]);
});

test('REST: visitor, other user, owner without XSRF and owner against public, private and mixed data', async () => {
  // One cell per route: the picture kinds' fixed paths (/user/pic/, /user/back/) are one route, called as /user/pic/.
  const seen = new Set<string>();
  const routes = documentedRoutes().filter((r) => !seen.has(r.key) && seen.add(r.key));
  const jobs = routes.flatMap((r) => VISES.map((vis) => ({ ...r, vis })));
  await inBatches(jobs, 4, ({ key, method, path, op, vis }) => {
    const spec = REST[key];
    const mutating = method !== 'GET';
    const multipart = op.requestBody?.content?.['multipart/form-data'];
    const field = multipart ? Object.keys(multipart.schema.properties)[0] : undefined;
    return runCell(`REST ${key}`, spec, vis, async (x) => {
      const files = field ? { [field]: { bytes: await smallImage(), type: 'image/png', name: 'p.png' } } : undefined;
      const r = await x.client.rest(method, fillPath(path, x.world), {
        json: files ? undefined : spec.body?.(x) ?? (mutating ? {} : undefined), files, xsrf: x.actor !== 'owner-no-xsrf',
        auth: spec.cat === 'refresh' ? false : undefined,
      });
      const outcome = restOutcome(r);
      return { outcome, text: r.text, problem: outcome === 'ok' && spec.check ? spec.check(r, x) : null };
    }, mutating);
  });
  expect(failures.filter((f) => f.startsWith('REST '))).toEqual([]);
});

/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new colour: a description or a code (or both), and an optional picture. */
export type AddColourInput = {
  /** A code, such as the colourway number on the ball band. */
  codeDescription?: string | null | undefined;
  /** The id of one of your items: its global id, or its database id. */
  itemId: string | number;
  /** An optional picture of the colour (PNG, JPEG, WebP or GIF). */
  picture?: File | null | undefined;
  /** A description in words, such as "Forest green". */
  textDescription?: string | null | undefined;
};

/** Adds a picture to one of your items (PNG, JPEG, WebP or GIF, at most 10 MB and 40 megapixels). */
export type AddPictureInput = {
  /** The image file. */
  file: File;
  /** The id of one of your items: its global id, or its database id. */
  itemId: string | number;
};

/** Your current password and the new one. */
export type ChangePasswordInput = {
  /** When given, must equal newPassword. */
  confirmation?: string | null | undefined;
  /** The password you log in with now. */
  currentPassword: string;
  /** The new password (at least 8 characters, not only digits). */
  newPassword: string;
};

/** The colour whose picture to remove. */
export type ClearColourPictureInput = {
  /** The id of the colour: its global id, or its database id. */
  id: string | number;
};

/** Which of your pictures to remove. */
export type ClearUserImageInput = {
  /** The profile picture or the background. */
  kind: UserImageKind;
};

/** The calculator to copy: yours or a public one. */
export type CopyCalculatorInput = {
  /** The id of the calculator: its global id, or its database id. */
  id: string | number;
};

/** A new calculator. Omitted fields take the Add defaults: name New Calc, type 0, PUBLIC, every measure 0. */
export type CreateCalculatorInput = {
  /** The name (New Calc when omitted). */
  name?: string | null | undefined;
  /** In cm. */
  resultHeight?: number | null | undefined;
  /** Result stitches across the target width (see Calculator.resultRows). */
  resultRows?: number | null | undefined;
  /** Result rows up the target height (see Calculator.resultStitches). */
  resultStitches?: number | null | undefined;
  /** In cm. */
  resultWidth?: number | null | undefined;
  /** In cm. */
  tensionHeight?: number | null | undefined;
  /** Stitches across the swatch width (see Calculator.tensionRows). */
  tensionRows?: number | null | undefined;
  /** Rows up the swatch height (see Calculator.tensionStitches). */
  tensionStitches?: number | null | undefined;
  /** In cm. */
  tensionWidth?: number | null | undefined;
  /** A free small number for tools (see Calculator.type); 0 when omitted. */
  type?: number | null | undefined;
  /** Who may see it (PUBLIC when omitted). */
  visibility?: Visibility | null | undefined;
};

/** A new item. Every text field is optional; visibility defaults to PUBLIC. */
export type CreateKnitItemInput = {
  /** Yarn: fibre content. */
  content?: string | null | undefined;
  /** Yarn: country of origin. */
  madeIn?: string | null | undefined;
  /** The name of the item. */
  name?: string | null | undefined;
  /** Yarn: recommended needle size. */
  needleSize?: string | null | undefined;
  /** Free notes, for patterns, details and models. */
  notes?: string | null | undefined;
  /** Yarn: producer (brand). */
  producer?: string | null | undefined;
  /** Trimmed; empty ones dropped. At most 50 tags of 50 characters. */
  tags?: Array<string> | null | undefined;
  /** The kind of item; it cannot change later. */
  type: KnitType;
  /** Who may see the item. */
  visibility?: Visibility | null | undefined;
  /** Yarn: weight of a skein. */
  weight?: string | null | undefined;
  /** Yarn only: the Craft Yarn Council weight class (BAD_USER_INPUT, reason yarnOnly, for other kinds). */
  weightClass?: WeightClass | null | undefined;
  /** Length of a skein. */
  yardage?: string | null | undefined;
};

/** A new personal access token for a tool. */
export type CreatePersonalAccessTokenInput = {
  /** When the token stops working (in the future); omit for no expiry. */
  expiresAt?: string | null | undefined;
  /** What the token is for, 1 to 100 characters. */
  name: string;
  /** What the token may do. */
  scope: TokenScope;
};

/** Confirms the deletion of your account with your password. */
export type DeleteAccountInput = {
  /** Your password, to confirm. */
  password: string;
};

/** The calculator to delete. */
export type DeleteCalculatorInput = {
  /** The id of the calculator: its global id, or its database id. */
  id: string | number;
};

/** The colour to delete. */
export type DeleteColourInput = {
  /** The id of the colour: its global id, or its database id. */
  id: string | number;
};

/** The item to delete, with its pictures and colours. */
export type DeleteKnitItemInput = {
  /** The id of the knit item: its global id, or its database id. */
  id: string | number;
};

/** The picture to delete. */
export type DeletePictureInput = {
  /** The id of the picture: its global id, or its database id. */
  id: string | number;
};

/** What an Explore view keeps: every given value must match (all are optional). */
export type ExploreFilter = {
  /** Only items whose content names this fibre: a key such as wool, merino, alpaca, silk, cotton, nylon (see facets.fibres). */
  fibre?: string | null | undefined;
  /** Only items of this producer (exact text). */
  producer?: string | null | undefined;
  /** Only items with this tag (exact text). */
  tag?: string | null | undefined;
  /** Only items of this type. */
  type?: KnitType | null | undefined;
  /** Only yarns of this weight class. */
  weightClass?: WeightClass | null | undefined;
};

/** The item to save as a favourite: a public item of someone else. */
export type FavoriteInput = {
  /** The id of the item: its global id, or its database id. */
  itemId: string | number;
};

/** A Purlwise export zip, or its JSON document (pictures then cannot come along). */
export type ImportDataInput = {
  /** The zip or JSON file. */
  file: File;
};

/** Order of a list of knit items. Names use Russian, numeric-aware collation. */
export type KnitSort =
  /** A to Z by name (the web client's "No" and "A-Z"). */
  | 'NAME_ASC'
  /** Z to A by name. */
  | 'NAME_DESC'
  /** Most recently updated first (the web client's "Date up"). */
  | 'NEWEST_FIRST'
  /** Least recently updated first (the web client's "Date down"). */
  | 'OLDEST_FIRST';

/** The four kinds of knitting item. */
export type KnitType =
  /** A detail: a motif, a stitch, an edging. */
  | 'DETAIL'
  /** A finished or planned model. */
  | 'MODEL'
  /** A pattern. */
  | 'PATTERN'
  /** A yarn of the stash. */
  | 'YARN';

/** Credentials to log in with. */
export type LoginInput = {
  /** The password. */
  password: string;
  /** The username (any case). */
  username: string;
};

/** A new account. */
export type RegisterInput = {
  /** When given, must equal password. */
  confirmation?: string | null | undefined;
  /** An email address. */
  email: string;
  /** The password (at least 8 characters, not only digits). */
  password: string;
  /** Letters, digits, dots, dashes and underscores; unique in any case. */
  username: string;
};

/** Replaces the image of a picture; the picture keeps its id. */
export type ReplacePictureInput = {
  /** The new image file. */
  file: File;
  /** The id of the picture: its global id, or its database id. */
  id: string | number;
};

/** Asks for a password-reset link by mail. */
export type RequestPasswordResetInput = {
  /** The address of the account. */
  email: string;
  /** Language of the mail: "en" (default) or "fr". */
  language?: string | null | undefined;
};

/** Sets a new password with the token of a reset link. */
export type ResetPasswordInput = {
  /** When given, must equal newPassword. */
  confirmation?: string | null | undefined;
  /** The new password. */
  newPassword: string;
  /** The token of the reset link. */
  token: string;
};

/** The token to revoke. */
export type RevokePersonalAccessTokenInput = {
  /** The id of one of your tokens: its global id, or its database id. */
  id: string | number;
};

/** A searched part of an item. */
export type SearchField =
  /** The descriptions (text and code) of its colours. */
  | 'COLOURS'
  /** The fibre content (yarn). */
  | 'CONTENT'
  /** The country of origin (yarn). */
  | 'MADE_IN'
  /** The name. */
  | 'NAME'
  /** The notes: up to two short fragments around the matches. */
  | 'NOTES'
  /** The username of its owner. */
  | 'OWNER'
  /** The producer (yarn). */
  | 'PRODUCER'
  /** The tags, separated by commas. */
  | 'TAGS';

/** Sets or replaces the picture of a colour. */
export type SetColourPictureInput = {
  /** The image file. */
  file: File;
  /** The id of the colour: its global id, or its database id. */
  id: string | number;
};

/** The unit to prefer. */
export type SetPreferredUnitInput = {
  /** Metric or imperial. */
  unit: Unit;
};

/** Upload a new profile or background picture (PNG, JPEG, WebP or GIF, at most 10 MB and 40 megapixels). */
export type SetUserImageInput = {
  /** The image file. */
  file: File;
  /** The profile picture or the background. */
  kind: UserImageKind;
};

/** What a personal access token may do. */
export type TokenScope =
  /** Queries only (and GET on the REST door). */
  | 'READ'
  /** Queries and mutations, except password, email and token changes. */
  | 'WRITE';

/** The item to remove from your favourites. */
export type UnfavoriteInput = {
  /** The id of the item: its global id, or its database id. */
  itemId: string | number;
};

/** Preferred measuring system. */
export type Unit =
  /** Inches, yards and ounces. */
  | 'IMPERIAL'
  /** Centimetres, metres and grams. */
  | 'METRIC';

/** Changes to a calculator of yours: a rename, applied measures, or both. Omitted fields are kept. */
export type UpdateCalculatorInput = {
  /** The id of one of your calculators: its global id, or its database id. */
  id: string | number;
  /** The name (New Calc when omitted). */
  name?: string | null | undefined;
  /** In cm. */
  resultHeight?: number | null | undefined;
  /** Result stitches across the target width (see Calculator.resultRows). */
  resultRows?: number | null | undefined;
  /** Result rows up the target height (see Calculator.resultStitches). */
  resultStitches?: number | null | undefined;
  /** In cm. */
  resultWidth?: number | null | undefined;
  /** In cm. */
  tensionHeight?: number | null | undefined;
  /** Stitches across the swatch width (see Calculator.tensionRows). */
  tensionRows?: number | null | undefined;
  /** Rows up the swatch height (see Calculator.tensionStitches). */
  tensionStitches?: number | null | undefined;
  /** In cm. */
  tensionWidth?: number | null | undefined;
  /** A free small number for tools (see Calculator.type); 0 when omitted. */
  type?: number | null | undefined;
  /** Who may see it (PUBLIC when omitted). */
  visibility?: Visibility | null | undefined;
};

/** Descriptions to change; omitted ones are kept. Both may not end up empty. */
export type UpdateColourInput = {
  /** A new code. */
  codeDescription?: string | null | undefined;
  /** The id of the colour: its global id, or its database id. */
  id: string | number;
  /** A new description in words. */
  textDescription?: string | null | undefined;
};

/** Fields of an item to change; omitted fields are kept. The type cannot be changed. */
export type UpdateKnitItemInput = {
  /** Yarn: fibre content. */
  content?: string | null | undefined;
  /** The id of one of your items: its global id, or its database id. */
  id: string | number;
  /** Yarn: country of origin. */
  madeIn?: string | null | undefined;
  /** The name of the item. */
  name?: string | null | undefined;
  /** Yarn: recommended needle size. */
  needleSize?: string | null | undefined;
  /** Free notes. */
  notes?: string | null | undefined;
  /** Yarn: producer (brand). */
  producer?: string | null | undefined;
  /** The new tags, replacing the old ones (trimmed; empty ones dropped). */
  tags?: Array<string> | null | undefined;
  /** Who may see the item. */
  visibility?: Visibility | null | undefined;
  /** Yarn: weight of a skein. */
  weight?: string | null | undefined;
  /** Yarn only: the new weight class; an explicit null clears it, omitting it keeps it. */
  weightClass?: WeightClass | null | undefined;
  /** Length of a skein. */
  yardage?: string | null | undefined;
};

/** Profile fields to change; omitted fields are kept. The username cannot be changed. */
export type UpdateProfileInput = {
  /** A few words about you. */
  bio?: string | null | undefined;
  /** Your city. */
  city?: string | null | undefined;
  /** Your country. */
  country?: string | null | undefined;
  /** A new email address (not with a personal access token). */
  email?: string | null | undefined;
  /** Your name as shown on your profile. */
  name?: string | null | undefined;
  /** Who may see your profile. */
  visibility?: Visibility | null | undefined;
};

/** The profile picture or the background picture. */
export type UserImageKind =
  /** The background picture of the profile. */
  | 'BACKGROUND'
  /** The profile picture (avatar). */
  | 'PICTURE';

/** Who may see an item or a profile: everyone, or its owner only. */
export type Visibility =
  /** Only its owner. */
  | 'PRIVATE'
  /** Everyone, visitors included. */
  | 'PUBLIC';

/** The Craft Yarn Council standard yarn weight class, 0 (Lace) to 7 (Jumbo). */
export type WeightClass =
  /** 5 Bulky: Chunky, Craft, Rug. */
  | 'BULKY'
  /** 2 Fine: Sport, Baby. */
  | 'FINE'
  /** 7 Jumbo: Jumbo, Roving. */
  | 'JUMBO'
  /** 0 Lace: Fingering, 10-count crochet thread. */
  | 'LACE'
  /** 3 Light: DK, Light Worsted. */
  | 'LIGHT'
  /** 4 Medium: Worsted, Aran, Afghan. */
  | 'MEDIUM'
  /** 6 Super Bulky: Super Bulky, Roving. */
  | 'SUPER_BULKY'
  /** 1 Super Fine: Fingering, Sock, Baby. */
  | 'SUPER_FINE';

export type RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { ok: boolean } };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { accessToken: string, user: { id: string, username: string, pictureUrl: string | null } } };

export type RegisterModalQueryVariables = Exact<{ [key: string]: never; }>;


export type RegisterModalQuery = { registrationEnabled: boolean };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { accessToken: string, user: { id: string, username: string, pictureUrl: string | null } } };

export type RefreshSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshSessionMutation = { refresh: { accessToken: string, user: { id: string, username: string } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { ok: boolean } };

export type ColoursBlock_ColourFragment = { id: string, textDescription: string, codeDescription: string, pictureUrl: string | null, thumbnailUrl: string | null };

export type ColourModalAddMutationVariables = Exact<{
  input: AddColourInput;
}>;


export type ColourModalAddMutation = { addColour: { colour: { id: string, textDescription: string, codeDescription: string, pictureUrl: string | null, thumbnailUrl: string | null } } };

export type ColourModalUpdateMutationVariables = Exact<{
  input: UpdateColourInput;
}>;


export type ColourModalUpdateMutation = { updateColour: { colour: { id: string, textDescription: string, codeDescription: string, pictureUrl: string | null, thumbnailUrl: string | null } } };

export type ColourModalSetPictureMutationVariables = Exact<{
  input: SetColourPictureInput;
}>;


export type ColourModalSetPictureMutation = { setColourPicture: { colour: { id: string, textDescription: string, codeDescription: string, pictureUrl: string | null, thumbnailUrl: string | null } } };

export type ColourModalClearPictureMutationVariables = Exact<{
  input: ClearColourPictureInput;
}>;


export type ColourModalClearPictureMutation = { clearColourPicture: { colour: { id: string, textDescription: string, codeDescription: string, pictureUrl: string | null, thumbnailUrl: string | null } } };

export type ColourModalDeleteMutationVariables = Exact<{
  input: DeleteColourInput;
}>;


export type ColourModalDeleteMutation = { deleteColour: { id: string } };

export type FavouriteButton_ItemFragment = { id: string, name: string, visibility: Visibility, viewerHasFavorited: boolean, favoriteCount: number, owner: { id: string, username: string } };

export type FavoriteMutationVariables = Exact<{
  input: FavoriteInput;
}>;


export type FavoriteMutation = { favorite: { item: { id: string, viewerHasFavorited: boolean, favoriteCount: number } } };

export type UnfavoriteMutationVariables = Exact<{
  input: UnfavoriteInput;
}>;


export type UnfavoriteMutation = { unfavorite: { item: { id: string, viewerHasFavorited: boolean, favoriteCount: number } } };

export type HeaderQueryVariables = Exact<{ [key: string]: never; }>;


export type HeaderQuery = { me: { id: string, username: string, pictureUrl: string | null } };

export type KnitCard_ItemFragment = { id: string, databaseId: number, type: KnitType, name: string, author: string, tags: Array<string>, visibility: Visibility, lastUpdated: string, weightClass: WeightClass | null, viewerHasFavorited: boolean, favoriteCount: number, owner: { id: string, username: string }, firstPicture: { id: string, thumbnailUrl: string } | null };

export type PicturesBlock_PictureFragment = { id: string, url: string, thumbnailUrl: string };

export type PicturesBlockAddMutationVariables = Exact<{
  input: AddPictureInput;
}>;


export type PicturesBlockAddMutation = { addPicture: { picture: { id: string, url: string, thumbnailUrl: string } } };

export type PicturesBlockReplaceMutationVariables = Exact<{
  input: ReplacePictureInput;
}>;


export type PicturesBlockReplaceMutation = { replacePicture: { picture: { id: string, url: string, thumbnailUrl: string } } };

export type PicturesBlockDeleteMutationVariables = Exact<{
  input: DeletePictureInput;
}>;


export type PicturesBlockDeleteMutation = { deletePicture: { id: string } };

export type ProfilePanelQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePanelQuery = { me: { id: string, username: string, name: string | null, city: string | null, country: string | null, bio: string | null, pictureUrl: string | null, backgroundUrl: string | null } };

export type PreferredUnitQueryVariables = Exact<{ [key: string]: never; }>;


export type PreferredUnitQuery = { me: { id: string, preferredUnit: Unit | null } };

export type AccountPageQueryVariables = Exact<{
  after?: string | null | undefined;
  type?: KnitType | null | undefined;
  sort?: KnitSort | null | undefined;
  search?: string | null | undefined;
}>;


export type AccountPageQuery = { myKnitItems: { nodes: Array<{ id: string, databaseId: number, type: KnitType, name: string, author: string, tags: Array<string>, visibility: Visibility, lastUpdated: string, weightClass: WeightClass | null, viewerHasFavorited: boolean, favoriteCount: number, owner: { id: string, username: string }, firstPicture: { id: string, thumbnailUrl: string } | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type CalculatorCard_CalculatorFragment = { id: string, databaseId: number, name: string, type: number, visibility: Visibility, lastUpdated: string, tensionRows: number, tensionWidth: number, tensionStitches: number, tensionHeight: number, resultRows: number, resultWidth: number, resultStitches: number, resultHeight: number };

export type CalculatorPageQueryVariables = Exact<{
  first?: number;
  after?: string | null | undefined;
}>;


export type CalculatorPageQuery = { myCalculators: { nodes: Array<{ id: string, databaseId: number, name: string, type: number, visibility: Visibility, lastUpdated: string, tensionRows: number, tensionWidth: number, tensionStitches: number, tensionHeight: number, resultRows: number, resultWidth: number, resultStitches: number, resultHeight: number }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CalculatorPageCreateMutationVariables = Exact<{
  input: CreateCalculatorInput;
}>;


export type CalculatorPageCreateMutation = { createCalculator: { calculator: { id: string, databaseId: number, name: string, type: number, visibility: Visibility, lastUpdated: string, tensionRows: number, tensionWidth: number, tensionStitches: number, tensionHeight: number, resultRows: number, resultWidth: number, resultStitches: number, resultHeight: number } } };

export type CalculatorPageUpdateMutationVariables = Exact<{
  input: UpdateCalculatorInput;
}>;


export type CalculatorPageUpdateMutation = { updateCalculator: { calculator: { id: string, databaseId: number, name: string, type: number, visibility: Visibility, lastUpdated: string, tensionRows: number, tensionWidth: number, tensionStitches: number, tensionHeight: number, resultRows: number, resultWidth: number, resultStitches: number, resultHeight: number } } };

export type CalculatorPageCopyMutationVariables = Exact<{
  input: CopyCalculatorInput;
}>;


export type CalculatorPageCopyMutation = { copyCalculator: { calculator: { id: string, databaseId: number, name: string, type: number, visibility: Visibility, lastUpdated: string, tensionRows: number, tensionWidth: number, tensionStitches: number, tensionHeight: number, resultRows: number, resultWidth: number, resultStitches: number, resultHeight: number } } };

export type CalculatorPageDeleteMutationVariables = Exact<{
  input: DeleteCalculatorInput;
}>;


export type CalculatorPageDeleteMutation = { deleteCalculator: { id: string } };

export type ExploreFacets_FacetsFragment = { types: Array<{ value: string, count: number }>, weightClasses: Array<{ value: string, count: number }>, fibres: Array<{ value: string, count: number }>, producers: Array<{ value: string, count: number }>, tags: Array<{ value: string, count: number }> };

export type ExplorePageQueryVariables = Exact<{
  filter?: ExploreFilter | null | undefined;
  after?: string | null | undefined;
}>;


export type ExplorePageQuery = { explore: { totalCount: number, nodes: Array<{ id: string, databaseId: number, type: KnitType, name: string, author: string, tags: Array<string>, visibility: Visibility, lastUpdated: string, weightClass: WeightClass | null, viewerHasFavorited: boolean, favoriteCount: number, owner: { id: string, username: string }, firstPicture: { id: string, thumbnailUrl: string } | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean }, facets: { types: Array<{ value: string, count: number }>, weightClasses: Array<{ value: string, count: number }>, fibres: Array<{ value: string, count: number }>, producers: Array<{ value: string, count: number }>, tags: Array<{ value: string, count: number }> } } };

export type FavoritesPageQueryVariables = Exact<{
  after?: string | null | undefined;
  type?: KnitType | null | undefined;
  sort?: KnitSort | null | undefined;
  search?: string | null | undefined;
}>;


export type FavoritesPageQuery = { myFavorites: { nodes: Array<{ id: string, databaseId: number, type: KnitType, name: string, author: string, tags: Array<string>, visibility: Visibility, lastUpdated: string, weightClass: WeightClass | null, viewerHasFavorited: boolean, favoriteCount: number, owner: { id: string, username: string }, firstPicture: { id: string, thumbnailUrl: string } | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type FeedPageQueryVariables = Exact<{
  after?: string | null | undefined;
  type?: KnitType | null | undefined;
  sort?: KnitSort | null | undefined;
  search?: string | null | undefined;
}>;


export type FeedPageQuery = { publicKnitItems: { nodes: Array<{ id: string, databaseId: number, type: KnitType, name: string, author: string, tags: Array<string>, visibility: Visibility, lastUpdated: string, weightClass: WeightClass | null, viewerHasFavorited: boolean, favoriteCount: number, owner: { id: string, username: string }, firstPicture: { id: string, thumbnailUrl: string } | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type ItemPage_ItemFragment = { id: string, databaseId: number, type: KnitType, name: string, producer: string, madeIn: string, content: string, weight: string, yardage: string, needleSize: string, weightClass: WeightClass | null, fibres: Array<string>, notes: string, tags: Array<string>, visibility: Visibility, lastUpdated: string, author: string, viewerHasFavorited: boolean, favoriteCount: number, owner: { id: string, username: string, name: string | null, pictureUrl: string | null }, pictures: Array<{ id: string, url: string, thumbnailUrl: string }>, colours: Array<{ id: string, textDescription: string, codeDescription: string, pictureUrl: string | null, thumbnailUrl: string | null }> };

export type ItemEditPageQueryVariables = Exact<{
  id: string | number;
}>;


export type ItemEditPageQuery = { knitItem: { id: string, databaseId: number, type: KnitType, name: string, producer: string, madeIn: string, content: string, weight: string, yardage: string, needleSize: string, weightClass: WeightClass | null, fibres: Array<string>, notes: string, tags: Array<string>, visibility: Visibility, lastUpdated: string, author: string, viewerHasFavorited: boolean, favoriteCount: number, owner: { id: string, username: string, name: string | null, pictureUrl: string | null }, pictures: Array<{ id: string, url: string, thumbnailUrl: string }>, colours: Array<{ id: string, textDescription: string, codeDescription: string, pictureUrl: string | null, thumbnailUrl: string | null }> } | null };

export type ItemEditPageCreateMutationVariables = Exact<{
  input: CreateKnitItemInput;
}>;


export type ItemEditPageCreateMutation = { createKnitItem: { item: { id: string, databaseId: number, type: KnitType, name: string, producer: string, madeIn: string, content: string, weight: string, yardage: string, needleSize: string, weightClass: WeightClass | null, fibres: Array<string>, notes: string, tags: Array<string>, visibility: Visibility, lastUpdated: string, author: string, viewerHasFavorited: boolean, favoriteCount: number, owner: { id: string, username: string, name: string | null, pictureUrl: string | null }, pictures: Array<{ id: string, url: string, thumbnailUrl: string }>, colours: Array<{ id: string, textDescription: string, codeDescription: string, pictureUrl: string | null, thumbnailUrl: string | null }> } } };

export type ItemEditPageUpdateMutationVariables = Exact<{
  input: UpdateKnitItemInput;
}>;


export type ItemEditPageUpdateMutation = { updateKnitItem: { item: { id: string, databaseId: number, type: KnitType, name: string, producer: string, madeIn: string, content: string, weight: string, yardage: string, needleSize: string, weightClass: WeightClass | null, fibres: Array<string>, notes: string, tags: Array<string>, visibility: Visibility, lastUpdated: string, author: string, viewerHasFavorited: boolean, favoriteCount: number, owner: { id: string, username: string, name: string | null, pictureUrl: string | null }, pictures: Array<{ id: string, url: string, thumbnailUrl: string }>, colours: Array<{ id: string, textDescription: string, codeDescription: string, pictureUrl: string | null, thumbnailUrl: string | null }> } } };

export type ItemEditPageDeleteMutationVariables = Exact<{
  input: DeleteKnitItemInput;
}>;


export type ItemEditPageDeleteMutation = { deleteKnitItem: { id: string } };

export type ItemPreviewPageQueryVariables = Exact<{
  id: string | number;
}>;


export type ItemPreviewPageQuery = { knitItem: { id: string, databaseId: number, type: KnitType, name: string, producer: string, madeIn: string, content: string, weight: string, yardage: string, needleSize: string, weightClass: WeightClass | null, fibres: Array<string>, notes: string, tags: Array<string>, visibility: Visibility, lastUpdated: string, author: string, viewerHasFavorited: boolean, favoriteCount: number, owner: { id: string, username: string, name: string | null, pictureUrl: string | null }, pictures: Array<{ id: string, url: string, thumbnailUrl: string }>, colours: Array<{ id: string, textDescription: string, codeDescription: string, pictureUrl: string | null, thumbnailUrl: string | null }> } | null };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { ok: boolean } };

export type SearchPageQueryVariables = Exact<{
  query: string;
  type?: KnitType | null | undefined;
  after?: string | null | undefined;
}>;


export type SearchPageQuery = { search: { totalCount: number, edges: Array<{ cursor: string, highlights: Array<{ field: SearchField, parts: Array<{ text: string, match: boolean }> }>, node: { id: string, databaseId: number, type: KnitType, name: string, author: string, tags: Array<string>, visibility: Visibility, lastUpdated: string, weightClass: WeightClass | null, viewerHasFavorited: boolean, favoriteCount: number, owner: { id: string, username: string }, firstPicture: { id: string, thumbnailUrl: string } | null } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type SettingsPageDeleteAccountMutationVariables = Exact<{
  input: DeleteAccountInput;
}>;


export type SettingsPageDeleteAccountMutation = { deleteAccount: { ok: boolean } };

export type SettingsPageExportDataMutationVariables = Exact<{ [key: string]: never; }>;


export type SettingsPageExportDataMutation = { exportData: { url: string, estimatedBytes: number } };

export type SettingsPageImportDataMutationVariables = Exact<{
  input: ImportDataInput;
}>;


export type SettingsPageImportDataMutation = { importData: { items: { created: number, skipped: number, refused: number }, calculators: { created: number, skipped: number, refused: number }, refusals: Array<{ kind: string, index: number, name: string, code: string, message: string }> } };

export type SettingsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsPageQuery = { me: { id: string, username: string, email: string | null, name: string | null, bio: string | null, country: string | null, city: string | null, visibility: Visibility, preferredUnit: Unit | null, pictureUrl: string | null, backgroundUrl: string | null } };

export type SettingsPageUpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type SettingsPageUpdateProfileMutation = { updateProfile: { user: { id: string, email: string | null, name: string | null, bio: string | null, country: string | null, city: string | null, visibility: Visibility } } };

export type SettingsPageSetUnitMutationVariables = Exact<{
  input: SetPreferredUnitInput;
}>;


export type SettingsPageSetUnitMutation = { setPreferredUnit: { user: { id: string, preferredUnit: Unit | null } } };

export type SettingsPageChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type SettingsPageChangePasswordMutation = { changePassword: { accessToken: string, user: { id: string } } };

export type SettingsPageSetImageMutationVariables = Exact<{
  input: SetUserImageInput;
}>;


export type SettingsPageSetImageMutation = { setUserImage: { user: { id: string, pictureUrl: string | null, backgroundUrl: string | null } } };

export type SettingsPageClearImageMutationVariables = Exact<{
  input: ClearUserImageInput;
}>;


export type SettingsPageClearImageMutation = { clearUserImage: { user: { id: string, pictureUrl: string | null, backgroundUrl: string | null } } };

export type SettingsTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsTokensQuery = { personalAccessTokens: Array<{ id: string, name: string, scope: TokenScope, createdAt: string, lastUsedAt: string | null, expiresAt: string | null }> };

export type SettingsCreateTokenMutationVariables = Exact<{
  input: CreatePersonalAccessTokenInput;
}>;


export type SettingsCreateTokenMutation = { createPersonalAccessToken: { token: string, personalAccessToken: { id: string, name: string, scope: TokenScope, createdAt: string, lastUsedAt: string | null, expiresAt: string | null } } };

export type SettingsRevokeTokenMutationVariables = Exact<{
  input: RevokePersonalAccessTokenInput;
}>;


export type SettingsRevokeTokenMutation = { revokePersonalAccessToken: { personalAccessToken: { id: string } } };

export const FavouriteButton_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FavouriteButton_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"favoriteCount"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<FavouriteButton_ItemFragment, unknown>;
export const KnitCard_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KnitCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"weightClass"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstPicture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FavouriteButton_item"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FavouriteButton_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"favoriteCount"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<KnitCard_ItemFragment, unknown>;
export const CalculatorCard_CalculatorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalculatorCard_calculator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Calculator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"tensionRows"}},{"kind":"Field","name":{"kind":"Name","value":"tensionWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tensionStitches"}},{"kind":"Field","name":{"kind":"Name","value":"tensionHeight"}},{"kind":"Field","name":{"kind":"Name","value":"resultRows"}},{"kind":"Field","name":{"kind":"Name","value":"resultWidth"}},{"kind":"Field","name":{"kind":"Name","value":"resultStitches"}},{"kind":"Field","name":{"kind":"Name","value":"resultHeight"}}]}}]} as unknown as DocumentNode<CalculatorCard_CalculatorFragment, unknown>;
export const ExploreFacets_FacetsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExploreFacets_facets"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExploreFacets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weightClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fibres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"producers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<ExploreFacets_FacetsFragment, unknown>;
export const PicturesBlock_PictureFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PicturesBlock_picture"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]} as unknown as DocumentNode<PicturesBlock_PictureFragment, unknown>;
export const ColoursBlock_ColourFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ColoursBlock_colour"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Colour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"textDescription"}},{"kind":"Field","name":{"kind":"Name","value":"codeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]} as unknown as DocumentNode<ColoursBlock_ColourFragment, unknown>;
export const ItemPage_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemPage_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"producer"}},{"kind":"Field","name":{"kind":"Name","value":"madeIn"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"yardage"}},{"kind":"Field","name":{"kind":"Name","value":"needleSize"}},{"kind":"Field","name":{"kind":"Name","value":"weightClass"}},{"kind":"Field","name":{"kind":"Name","value":"fibres"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PicturesBlock_picture"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ColoursBlock_colour"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FavouriteButton_item"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PicturesBlock_picture"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ColoursBlock_colour"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Colour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"textDescription"}},{"kind":"Field","name":{"kind":"Name","value":"codeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FavouriteButton_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"favoriteCount"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<ItemPage_ItemFragment, unknown>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterModalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegisterModal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationEnabled"}}]}}]} as unknown as DocumentNode<RegisterModalQuery, RegisterModalQueryVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const RefreshSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refresh"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]} as unknown as DocumentNode<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const ColourModalAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ColourModalAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddColourInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addColour"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ColoursBlock_colour"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ColoursBlock_colour"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Colour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"textDescription"}},{"kind":"Field","name":{"kind":"Name","value":"codeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]} as unknown as DocumentNode<ColourModalAddMutation, ColourModalAddMutationVariables>;
export const ColourModalUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ColourModalUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateColourInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateColour"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ColoursBlock_colour"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ColoursBlock_colour"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Colour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"textDescription"}},{"kind":"Field","name":{"kind":"Name","value":"codeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]} as unknown as DocumentNode<ColourModalUpdateMutation, ColourModalUpdateMutationVariables>;
export const ColourModalSetPictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ColourModalSetPicture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetColourPictureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setColourPicture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ColoursBlock_colour"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ColoursBlock_colour"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Colour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"textDescription"}},{"kind":"Field","name":{"kind":"Name","value":"codeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]} as unknown as DocumentNode<ColourModalSetPictureMutation, ColourModalSetPictureMutationVariables>;
export const ColourModalClearPictureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ColourModalClearPicture"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClearColourPictureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearColourPicture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ColoursBlock_colour"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ColoursBlock_colour"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Colour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"textDescription"}},{"kind":"Field","name":{"kind":"Name","value":"codeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]} as unknown as DocumentNode<ColourModalClearPictureMutation, ColourModalClearPictureMutationVariables>;
export const ColourModalDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ColourModalDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteColourInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteColour"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ColourModalDeleteMutation, ColourModalDeleteMutationVariables>;
export const FavoriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Favorite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FavoriteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"favorite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"favoriteCount"}}]}}]}}]}}]} as unknown as DocumentNode<FavoriteMutation, FavoriteMutationVariables>;
export const UnfavoriteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Unfavorite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnfavoriteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unfavorite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"favoriteCount"}}]}}]}}]}}]} as unknown as DocumentNode<UnfavoriteMutation, UnfavoriteMutationVariables>;
export const HeaderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Header"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}}]}}]}}]} as unknown as DocumentNode<HeaderQuery, HeaderQueryVariables>;
export const PicturesBlockAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PicturesBlockAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddPictureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addPicture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PicturesBlock_picture"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PicturesBlock_picture"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]} as unknown as DocumentNode<PicturesBlockAddMutation, PicturesBlockAddMutationVariables>;
export const PicturesBlockReplaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PicturesBlockReplace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplacePictureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replacePicture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"picture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PicturesBlock_picture"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PicturesBlock_picture"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]} as unknown as DocumentNode<PicturesBlockReplaceMutation, PicturesBlockReplaceMutationVariables>;
export const PicturesBlockDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PicturesBlockDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePictureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePicture"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PicturesBlockDeleteMutation, PicturesBlockDeleteMutationVariables>;
export const ProfilePanelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfilePanel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundUrl"}}]}}]}}]} as unknown as DocumentNode<ProfilePanelQuery, ProfilePanelQueryVariables>;
export const PreferredUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreferredUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preferredUnit"}}]}}]}}]} as unknown as DocumentNode<PreferredUnitQuery, PreferredUnitQueryVariables>;
export const AccountPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"KnitType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"KnitSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myKnitItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KnitCard_item"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FavouriteButton_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"favoriteCount"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KnitCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"weightClass"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstPicture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FavouriteButton_item"}}]}}]} as unknown as DocumentNode<AccountPageQuery, AccountPageQueryVariables>;
export const CalculatorPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalculatorPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"100"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCalculators"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalculatorCard_calculator"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalculatorCard_calculator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Calculator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"tensionRows"}},{"kind":"Field","name":{"kind":"Name","value":"tensionWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tensionStitches"}},{"kind":"Field","name":{"kind":"Name","value":"tensionHeight"}},{"kind":"Field","name":{"kind":"Name","value":"resultRows"}},{"kind":"Field","name":{"kind":"Name","value":"resultWidth"}},{"kind":"Field","name":{"kind":"Name","value":"resultStitches"}},{"kind":"Field","name":{"kind":"Name","value":"resultHeight"}}]}}]} as unknown as DocumentNode<CalculatorPageQuery, CalculatorPageQueryVariables>;
export const CalculatorPageCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CalculatorPageCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCalculatorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCalculator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calculator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalculatorCard_calculator"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalculatorCard_calculator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Calculator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"tensionRows"}},{"kind":"Field","name":{"kind":"Name","value":"tensionWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tensionStitches"}},{"kind":"Field","name":{"kind":"Name","value":"tensionHeight"}},{"kind":"Field","name":{"kind":"Name","value":"resultRows"}},{"kind":"Field","name":{"kind":"Name","value":"resultWidth"}},{"kind":"Field","name":{"kind":"Name","value":"resultStitches"}},{"kind":"Field","name":{"kind":"Name","value":"resultHeight"}}]}}]} as unknown as DocumentNode<CalculatorPageCreateMutation, CalculatorPageCreateMutationVariables>;
export const CalculatorPageUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CalculatorPageUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCalculatorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCalculator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calculator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalculatorCard_calculator"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalculatorCard_calculator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Calculator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"tensionRows"}},{"kind":"Field","name":{"kind":"Name","value":"tensionWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tensionStitches"}},{"kind":"Field","name":{"kind":"Name","value":"tensionHeight"}},{"kind":"Field","name":{"kind":"Name","value":"resultRows"}},{"kind":"Field","name":{"kind":"Name","value":"resultWidth"}},{"kind":"Field","name":{"kind":"Name","value":"resultStitches"}},{"kind":"Field","name":{"kind":"Name","value":"resultHeight"}}]}}]} as unknown as DocumentNode<CalculatorPageUpdateMutation, CalculatorPageUpdateMutationVariables>;
export const CalculatorPageCopyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CalculatorPageCopy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CopyCalculatorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"copyCalculator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calculator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalculatorCard_calculator"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalculatorCard_calculator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Calculator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"tensionRows"}},{"kind":"Field","name":{"kind":"Name","value":"tensionWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tensionStitches"}},{"kind":"Field","name":{"kind":"Name","value":"tensionHeight"}},{"kind":"Field","name":{"kind":"Name","value":"resultRows"}},{"kind":"Field","name":{"kind":"Name","value":"resultWidth"}},{"kind":"Field","name":{"kind":"Name","value":"resultStitches"}},{"kind":"Field","name":{"kind":"Name","value":"resultHeight"}}]}}]} as unknown as DocumentNode<CalculatorPageCopyMutation, CalculatorPageCopyMutationVariables>;
export const CalculatorPageDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CalculatorPageDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteCalculatorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCalculator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CalculatorPageDeleteMutation, CalculatorPageDeleteMutationVariables>;
export const ExplorePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExplorePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExploreFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"explore"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KnitCard_item"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"facets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExploreFacets_facets"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FavouriteButton_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"favoriteCount"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KnitCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"weightClass"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstPicture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FavouriteButton_item"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExploreFacets_facets"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExploreFacets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weightClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fibres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"producers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<ExplorePageQuery, ExplorePageQueryVariables>;
export const FavoritesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FavoritesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"KnitType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"KnitSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myFavorites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KnitCard_item"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FavouriteButton_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"favoriteCount"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KnitCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"weightClass"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstPicture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FavouriteButton_item"}}]}}]} as unknown as DocumentNode<FavoritesPageQuery, FavoritesPageQueryVariables>;
export const FeedPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeedPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"KnitType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"KnitSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicKnitItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"24"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KnitCard_item"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FavouriteButton_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"favoriteCount"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KnitCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"weightClass"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstPicture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FavouriteButton_item"}}]}}]} as unknown as DocumentNode<FeedPageQuery, FeedPageQueryVariables>;
export const ItemEditPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ItemEditPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"knitItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemPage_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PicturesBlock_picture"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ColoursBlock_colour"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Colour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"textDescription"}},{"kind":"Field","name":{"kind":"Name","value":"codeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FavouriteButton_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"favoriteCount"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemPage_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"producer"}},{"kind":"Field","name":{"kind":"Name","value":"madeIn"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"yardage"}},{"kind":"Field","name":{"kind":"Name","value":"needleSize"}},{"kind":"Field","name":{"kind":"Name","value":"weightClass"}},{"kind":"Field","name":{"kind":"Name","value":"fibres"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PicturesBlock_picture"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ColoursBlock_colour"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FavouriteButton_item"}}]}}]} as unknown as DocumentNode<ItemEditPageQuery, ItemEditPageQueryVariables>;
export const ItemEditPageCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ItemEditPageCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateKnitItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createKnitItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemPage_item"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PicturesBlock_picture"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ColoursBlock_colour"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Colour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"textDescription"}},{"kind":"Field","name":{"kind":"Name","value":"codeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FavouriteButton_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"favoriteCount"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemPage_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"producer"}},{"kind":"Field","name":{"kind":"Name","value":"madeIn"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"yardage"}},{"kind":"Field","name":{"kind":"Name","value":"needleSize"}},{"kind":"Field","name":{"kind":"Name","value":"weightClass"}},{"kind":"Field","name":{"kind":"Name","value":"fibres"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PicturesBlock_picture"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ColoursBlock_colour"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FavouriteButton_item"}}]}}]} as unknown as DocumentNode<ItemEditPageCreateMutation, ItemEditPageCreateMutationVariables>;
export const ItemEditPageUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ItemEditPageUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateKnitItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateKnitItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemPage_item"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PicturesBlock_picture"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ColoursBlock_colour"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Colour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"textDescription"}},{"kind":"Field","name":{"kind":"Name","value":"codeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FavouriteButton_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"favoriteCount"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemPage_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"producer"}},{"kind":"Field","name":{"kind":"Name","value":"madeIn"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"yardage"}},{"kind":"Field","name":{"kind":"Name","value":"needleSize"}},{"kind":"Field","name":{"kind":"Name","value":"weightClass"}},{"kind":"Field","name":{"kind":"Name","value":"fibres"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PicturesBlock_picture"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ColoursBlock_colour"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FavouriteButton_item"}}]}}]} as unknown as DocumentNode<ItemEditPageUpdateMutation, ItemEditPageUpdateMutationVariables>;
export const ItemEditPageDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ItemEditPageDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteKnitItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteKnitItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ItemEditPageDeleteMutation, ItemEditPageDeleteMutationVariables>;
export const ItemPreviewPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ItemPreviewPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"knitItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemPage_item"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PicturesBlock_picture"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ColoursBlock_colour"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Colour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"textDescription"}},{"kind":"Field","name":{"kind":"Name","value":"codeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FavouriteButton_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"favoriteCount"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemPage_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"producer"}},{"kind":"Field","name":{"kind":"Name","value":"madeIn"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"yardage"}},{"kind":"Field","name":{"kind":"Name","value":"needleSize"}},{"kind":"Field","name":{"kind":"Name","value":"weightClass"}},{"kind":"Field","name":{"kind":"Name","value":"fibres"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PicturesBlock_picture"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ColoursBlock_colour"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FavouriteButton_item"}}]}}]} as unknown as DocumentNode<ItemPreviewPageQuery, ItemPreviewPageQueryVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SearchPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"KnitType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"highlights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"parts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KnitCard_item"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FavouriteButton_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"favoriteCount"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KnitCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"weightClass"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstPicture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FavouriteButton_item"}}]}}]} as unknown as DocumentNode<SearchPageQuery, SearchPageQueryVariables>;
export const SettingsPageDeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsPageDeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}}]}}]}}]} as unknown as DocumentNode<SettingsPageDeleteAccountMutation, SettingsPageDeleteAccountMutationVariables>;
export const SettingsPageExportDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsPageExportData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedBytes"}}]}}]}}]} as unknown as DocumentNode<SettingsPageExportDataMutation, SettingsPageExportDataMutationVariables>;
export const SettingsPageImportDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsPageImportData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"refused"}}]}},{"kind":"Field","name":{"kind":"Name","value":"calculators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"refused"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refusals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SettingsPageImportDataMutation, SettingsPageImportDataMutationVariables>;
export const SettingsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"preferredUnit"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundUrl"}}]}}]}}]} as unknown as DocumentNode<SettingsPageQuery, SettingsPageQueryVariables>;
export const SettingsPageUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsPageUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}}]}}]}}]}}]} as unknown as DocumentNode<SettingsPageUpdateProfileMutation, SettingsPageUpdateProfileMutationVariables>;
export const SettingsPageSetUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsPageSetUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPreferredUnitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPreferredUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"preferredUnit"}}]}}]}}]}}]} as unknown as DocumentNode<SettingsPageSetUnitMutation, SettingsPageSetUnitMutationVariables>;
export const SettingsPageChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsPageChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SettingsPageChangePasswordMutation, SettingsPageChangePasswordMutationVariables>;
export const SettingsPageSetImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsPageSetImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetUserImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundUrl"}}]}}]}}]}}]} as unknown as DocumentNode<SettingsPageSetImageMutation, SettingsPageSetImageMutationVariables>;
export const SettingsPageClearImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsPageClearImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClearUserImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearUserImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"backgroundUrl"}}]}}]}}]}}]} as unknown as DocumentNode<SettingsPageClearImageMutation, SettingsPageClearImageMutationVariables>;
export const SettingsTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalAccessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<SettingsTokensQuery, SettingsTokensQueryVariables>;
export const SettingsCreateTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsCreateToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePersonalAccessTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPersonalAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"personalAccessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<SettingsCreateTokenMutation, SettingsCreateTokenMutationVariables>;
export const SettingsRevokeTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsRevokeToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokePersonalAccessTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokePersonalAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalAccessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SettingsRevokeTokenMutation, SettingsRevokeTokenMutationVariables>;
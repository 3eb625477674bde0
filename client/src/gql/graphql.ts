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
  /** Stash: the dye lot; at most 200 characters. */
  dyeLot?: string | null | undefined;
  /** The id of one of your items: its global id, or its database id. */
  itemId: string | number;
  /** An optional picture of the colour (PNG, JPEG, WebP or GIF). */
  picture?: File | null | undefined;
  /** Stash: the day bought, YYYY-MM-DD; null or empty: not given. */
  purchaseDate?: string | null | undefined;
  /** Stash: what the skeins cost in all (kept to cents); null: not given. */
  purchasePrice?: number | null | undefined;
  /** Stash: skeins on hand, 0 to 100000, decimals allowed (kept to two); null: not known. */
  skeinsOnHand?: number | null | undefined;
  /** Stash: where the skeins are kept; at most 200 characters. */
  storagePlace?: string | null | undefined;
  /** A description in words, such as "Forest green". */
  textDescription?: string | null | undefined;
};

/** A size to add at the end of one of your patterns. */
export type AddPatternSizeInput = {
  /** The id of one of your patterns: its global id, or its database id. */
  itemId: string | number;
  /** The name of the size (1 to 60 characters). */
  name: string;
  /** The needle size, in mm. */
  needleMm?: number | null | undefined;
  /** Gauge: rows per 10 cm. */
  rowsPer10cm?: number | null | undefined;
  /** Gauge: stitches per 10 cm. */
  stitchesPer10cm?: number | null | undefined;
  /** The yarn weight class it calls for. */
  weightClass?: WeightClass | null | undefined;
  /** The length of yarn it needs, in metres. */
  yardageM?: number | null | undefined;
};

/** Adds a picture to one of your items (PNG, JPEG, WebP or GIF, at most 10 MB and 40 megapixels). */
export type AddPictureInput = {
  /** The image file. */
  file: File;
  /** The id of one of your items: its global id, or its database id. */
  itemId: string | number;
};

/** Adds a picture to one of your projects (PNG, JPEG, WebP or GIF, at most 10 MB and 40 megapixels). */
export type AddProjectPictureInput = {
  /** The image file. */
  file: File;
  /** The id of one of your projects. */
  projectId: string | number;
};

/** A new row counter on a project of yours. */
export type AddRowCounterInput = {
  /** Its name, such as "Sleeve". */
  name?: string | null | undefined;
  /** The id of one of your projects. */
  projectId: string | number;
  /** A repeat, such as 8 for "every 8 rows". */
  repeatEvery?: number | null | undefined;
  /** The rows to knit, when known. */
  targetRows?: number | null | undefined;
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
  /** Yarn only: the weight of a skein in grams (above 0, at most 100000). */
  gramsPerSkein?: number | null | undefined;
  /** Yarn: country of origin. */
  madeIn?: string | null | undefined;
  /** Yarn only: the length of a skein in metres (above 0, at most 100000). */
  metresPerSkein?: number | null | undefined;
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
  /** Yarn: length of a skein (shown as Length). */
  yardage?: string | null | undefined;
};

/** A needle, set or hook to add to your inventory. */
export type CreateNeedleInput = {
  /** How many you own (0 to 10000); 1 when omitted. */
  count?: number | null | undefined;
  /** The kind of needle or hook. */
  kind: NeedleKind;
  /** The length in centimetres (above 0, at most 1000); omitted: not given. */
  lengthCm?: number | null | undefined;
  /** What it is made of; at most 200 characters. */
  material?: string | null | undefined;
  /** Free notes; at most 2000 characters. */
  notes?: string | null | undefined;
  /** The size in millimetres, above 0 and at most 100. */
  sizeMm: number;
};

/** A new personal access token for a tool. */
export type CreatePersonalAccessTokenInput = {
  /** When the token stops working: in the future, at most 365 days ahead; omit for 365 days. */
  expiresAt?: string | null | undefined;
  /** What the token is for, 1 to 100 characters. */
  name: string;
  /** Your password, asked again to create a token (a wrong one is WRONG_CURRENT_PASSWORD, throttled like a password change). */
  password: string;
  /** What the token may do. */
  scope: TokenScope;
};

/** A new project of yours. */
export type CreateProjectInput = {
  /** The day it was finished (YYYY-MM-DD). */
  finishedOn?: string | null | undefined;
  /** Gauge: rows per 10 cm. */
  gaugeRows?: number | null | undefined;
  /** Gauge: stitches per 10 cm. */
  gaugeStitches?: number | null | undefined;
  /** Its name (not blank). */
  name: string;
  /** The ids of your needles it uses, replacing the list. */
  needleIds?: Array<string | number> | null | undefined;
  /** Free notes. */
  notes?: string | null | undefined;
  /** The pattern it follows: one of your patterns or a public one; null for none. */
  patternId?: string | number | null | undefined;
  /** Progress by hand, 0 to 100; null: from the first row counter with a target. */
  progressManual?: number | null | undefined;
  /** The size made. */
  sizeMade?: string | null | undefined;
  /** The day the knitting started (YYYY-MM-DD). */
  startedOn?: string | null | undefined;
  /** QUEUED (when omitted), IN_PROGRESS or HIBERNATING. */
  status?: ProjectStatus | null | undefined;
  /** Who may see it (PUBLIC when omitted on create). */
  visibility?: Visibility | null | undefined;
  /** The yarns used, replacing the list (not while the project is finished). */
  yarns?: Array<ProjectYarnInput> | null | undefined;
};

/** A URL to subscribe to events of your library. */
export type CreateWebhookSubscriptionInput = {
  /** The events to deliver: at least one. */
  events: Array<WebhookEvent>;
  /** Where the events are POSTed: an http(s) URL on a public address. */
  url: string;
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

/** The needle to delete. */
export type DeleteNeedleInput = {
  /** The id of the needle: its global id, or its database id. */
  id: string | number;
};

/** The app to delete. */
export type DeleteOAuthAppInput = {
  /** The id of the app: its global id, or its database id. */
  id: string | number;
};

/** The size to delete. */
export type DeletePatternSizeInput = {
  /** The id of the pattern size: its global id, or its database id. */
  id: string | number;
};

/** The picture to delete. */
export type DeletePictureInput = {
  /** The id of the picture: its global id, or its database id. */
  id: string | number;
};

/** The project to delete, with its yarn lines and counters. */
export type DeleteProjectInput = {
  /** The id of the project: its global id, or its database id. */
  id: string | number;
};

/** The picture to delete. */
export type DeleteProjectPictureInput = {
  /** The id of the project picture: its global id, or its database id. */
  id: string | number;
};

/** The subscription to delete, with its deliveries. */
export type DeleteWebhookSubscriptionInput = {
  /** The id of the webhook subscription: its global id, or its database id. */
  id: string | number;
};

/** What an Explore view keeps: every given value must match (all are optional). */
export type ExploreFilter = {
  /** Only items whose content names this fibre: a key such as wool, merino, alpaca, silk, cotton, nylon (see facets.fibres). */
  fibre?: string | null | undefined;
  /** Only items of this producer (in any case). */
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

/** Where an import stands. */
export type ImportState =
  /** Finished; see its report. */
  | 'DONE'
  /** Refused whole or interrupted; see its error. */
  | 'FAILED'
  /** Waiting for its turn. */
  | 'QUEUED'
  /** Being checked and written; see its progress. */
  | 'RUNNING';

/** A tap on a counter: rows added (or taken away) in the database, so that taps from two devices all count. */
export type IncrementRowCounterInput = {
  /** Rows to add, -1000 to 1000 and not 0 (-1 takes a row away). The row stays 0 or more. */
  by: number;
  /** The id of the counter. */
  id: string | number;
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

/** A new place in the queue for a queued project of yours. */
export type MoveQueuedProjectInput = {
  /** The id of one of your queued projects. */
  id: string | number;
  /** Its new place, 0 for the top; past the end is the end. */
  position: number;
};

/** The kind of a needle or hook. */
export type NeedleKind =
  /** A cable for interchangeable tips (its length is the cable's). */
  | 'CABLE'
  /** A fixed circular needle (its length is tip to tip). */
  | 'CIRCULAR'
  /** A crochet hook. */
  | 'CROCHET_HOOK'
  /** A set of double-pointed needles. */
  | 'DOUBLE_POINTED'
  /** A pair of interchangeable tips, used with a cable. */
  | 'INTERCHANGEABLE_TIPS'
  /** A pair of straight needles. */
  | 'STRAIGHT';

/** What an OAuth app may do for a knitter who allows it (the OAuth `scope` values are `library:read`, `library:write` and `profile:read`). */
export type OAuthScope =
  /** `library:read`: read the library (items, pictures, colours, calculators), like a READ personal access token. */
  | 'READ_LIBRARY'
  /** `profile:read`: read the profile, like a READ personal access token. */
  | 'READ_PROFILE'
  /** `library:write`: change the library too, like a WRITE personal access token. */
  | 'WRITE_LIBRARY';

/** Where a project stands. */
export type ProjectStatus =
  /** Done: its yarn has been taken from the stash. */
  | 'FINISHED'
  /** Unravelled: a finished project's yarn went back to the stash. */
  | 'FROGGED'
  /** Put aside for now. */
  | 'HIBERNATING'
  /** On the needles. */
  | 'IN_PROGRESS'
  /** Planned; kept in the knitter's queue, in the order they set. */
  | 'QUEUED';

/** A yarn colour of your stash used by a project, with the amount. */
export type ProjectYarnInput = {
  /** How much, above 0. */
  amount: number;
  /** The id of a colour of one of your yarns: its global id, or its database id. */
  colourId: string | number;
  /** Skeins or grams. */
  unit: YarnAmountUnit;
};

/** The delivery to send again. */
export type RedeliverWebhookInput = {
  /** The id of a delivery of one of your subscriptions: its global id, or its database id. */
  deliveryId: string | number;
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

/** A new OAuth app: what knitters see when they allow it, and where they are sent back. */
export type RegisterOAuthAppInput = {
  /** A logo (PNG, JPEG, WebP or GIF, at most 10 MB), shown as a 128-pixel square. */
  logo?: File | null | undefined;
  /** The name knitters see on the consent screen, 1 to 100 characters. */
  name: string;
  /** Where knitters may be sent back with a code: 1 to 10 absolute https addresses (http only on localhost), without a fragment. */
  redirectUris: Array<string>;
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

/** The app whose access to your account ends. */
export type RevokeOAuthAppConnectionInput = {
  /** The id of the app (`appId` of connectedOAuthApps): its global id, or its database id. */
  appId: string | number;
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

/** A change of a project's status: finishing takes its yarn from the stash, leaving finished (frogging) gives it back. */
export type SetProjectStatusInput = {
  /** The id of one of your projects. */
  id: string | number;
  /** The new status. */
  status: ProjectStatus;
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

/** The project whose last change of status to undo. */
export type UndoProjectStatusInput = {
  /** The id of the project: its global id, or its database id. */
  id: string | number;
};

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
  /** Stash: the dye lot; at most 200 characters. */
  dyeLot?: string | null | undefined;
  /** The id of the colour: its global id, or its database id. */
  id: string | number;
  /** Stash: the day bought, YYYY-MM-DD; omitted keeps it, null or empty clears it. */
  purchaseDate?: string | null | undefined;
  /** Stash: what the skeins cost in all (kept to cents); omitted keeps it, null clears it. */
  purchasePrice?: number | null | undefined;
  /** Stash: skeins on hand, 0 to 100000, decimals allowed (kept to two); omitted keeps it, null: not known. */
  skeinsOnHand?: number | null | undefined;
  /** Stash: where the skeins are kept; at most 200 characters. */
  storagePlace?: string | null | undefined;
  /** A new description in words. */
  textDescription?: string | null | undefined;
};

/** Fields of an item to change; omitted fields are kept. The type cannot be changed. */
export type UpdateKnitItemInput = {
  /** Yarn: fibre content. */
  content?: string | null | undefined;
  /** Yarn only: the weight of a skein in grams; an explicit null clears it, omitting it keeps it. */
  gramsPerSkein?: number | null | undefined;
  /** The id of one of your items: its global id, or its database id. */
  id: string | number;
  /** Yarn: country of origin. */
  madeIn?: string | null | undefined;
  /** Yarn only: the length of a skein in metres; an explicit null clears it, omitting it keeps it. */
  metresPerSkein?: number | null | undefined;
  /** The name of the item. */
  name?: string | null | undefined;
  /** Yarn: recommended needle size. */
  needleSize?: string | null | undefined;
  /** Free notes, for patterns, details and models. */
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
  /** Yarn: length of a skein (shown as Length). */
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

/** Changes to a project of yours. */
export type UpdateProjectInput = {
  /** The day it was finished (YYYY-MM-DD). */
  finishedOn?: string | null | undefined;
  /** Gauge: rows per 10 cm. */
  gaugeRows?: number | null | undefined;
  /** Gauge: stitches per 10 cm. */
  gaugeStitches?: number | null | undefined;
  /** The id of one of your projects: its global id, or its database id. */
  id: string | number;
  /** A new name (not blank). */
  name?: string | null | undefined;
  /** The ids of your needles it uses, replacing the list. */
  needleIds?: Array<string | number> | null | undefined;
  /** Free notes. */
  notes?: string | null | undefined;
  /** The pattern it follows: one of your patterns or a public one; null for none. */
  patternId?: string | number | null | undefined;
  /** Progress by hand, 0 to 100; null: from the first row counter with a target. */
  progressManual?: number | null | undefined;
  /** The size made. */
  sizeMade?: string | null | undefined;
  /** The day the knitting started (YYYY-MM-DD). */
  startedOn?: string | null | undefined;
  /** Who may see it (PUBLIC when omitted on create). */
  visibility?: Visibility | null | undefined;
  /** The yarns used, replacing the list (not while the project is finished). */
  yarns?: Array<ProjectYarnInput> | null | undefined;
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

/** Where a webhook delivery stands. */
export type WebhookDeliveryState =
  /** The URL answered 2xx. */
  | 'DELIVERED'
  /** Every attempt failed; redeliver it to try again. */
  | 'FAILED'
  /** Queued, not tried yet. */
  | 'PENDING'
  /** An attempt failed (a network error, a timeout or an answer other than 2xx); it will be tried again. */
  | 'RETRYING';

/** An event of your library that a webhook subscription can be told about. Deliveries name it in lower case with a dot (`item.created`). */
export type WebhookEvent =
  /** Another knitter saved one of your items as a favorite (`favorite.received`). */
  | 'FAVORITE_RECEIVED'
  /** One of your items was created (`item.created`). */
  | 'ITEM_CREATED'
  /** One of your items was deleted (`item.deleted`). */
  | 'ITEM_DELETED'
  /** The fields of one of your items changed (`item.updated`). */
  | 'ITEM_UPDATED'
  /** A picture was added to one of your items (`picture.added`). */
  | 'PICTURE_ADDED';

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

/** How an amount of yarn is counted. */
export type YarnAmountUnit =
  /** Grams (turned into skeins with the yarn's skein weight). */
  | 'GRAMS'
  /** Skeins (decimals allowed). */
  | 'SKEINS';

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

export type ColoursBlock_ColourFragment = { id: string, textDescription: string, codeDescription: string, pictureUrl: string | null, thumbnailUrl: string | null, skeinsOnHand: number | null, dyeLot: string, storagePlace: string, purchaseDate: string | null, purchasePrice: number | null };

export type ColourModalAddMutationVariables = Exact<{
  input: AddColourInput;
}>;


export type ColourModalAddMutation = { addColour: { colour: { id: string, textDescription: string, codeDescription: string, pictureUrl: string | null, thumbnailUrl: string | null, skeinsOnHand: number | null, dyeLot: string, storagePlace: string, purchaseDate: string | null, purchasePrice: number | null } } };

export type ColourModalUpdateMutationVariables = Exact<{
  input: UpdateColourInput;
}>;


export type ColourModalUpdateMutation = { updateColour: { colour: { id: string, textDescription: string, codeDescription: string, pictureUrl: string | null, thumbnailUrl: string | null, skeinsOnHand: number | null, dyeLot: string, storagePlace: string, purchaseDate: string | null, purchasePrice: number | null } } };

export type ColourModalSetPictureMutationVariables = Exact<{
  input: SetColourPictureInput;
}>;


export type ColourModalSetPictureMutation = { setColourPicture: { colour: { id: string, textDescription: string, codeDescription: string, pictureUrl: string | null, thumbnailUrl: string | null, skeinsOnHand: number | null, dyeLot: string, storagePlace: string, purchaseDate: string | null, purchasePrice: number | null } } };

export type ColourModalClearPictureMutationVariables = Exact<{
  input: ClearColourPictureInput;
}>;


export type ColourModalClearPictureMutation = { clearColourPicture: { colour: { id: string, textDescription: string, codeDescription: string, pictureUrl: string | null, thumbnailUrl: string | null, skeinsOnHand: number | null, dyeLot: string, storagePlace: string, purchaseDate: string | null, purchasePrice: number | null } } };

export type ColourModalDeleteMutationVariables = Exact<{
  input: DeleteColourInput;
}>;


export type ColourModalDeleteMutation = { deleteColour: { deletedColourId: string } };

export type ColourStoragePlacesQueryVariables = Exact<{ [key: string]: never; }>;


export type ColourStoragePlacesQuery = { myStoragePlaces: Array<string> };

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

export type KnitCard_ItemFragment = { id: string, databaseId: number, type: KnitType, name: string, author: string, tags: Array<string>, visibility: Visibility, lastUpdated: string, weightClass: WeightClass | null, weight: string, yardage: string, viewerHasFavorited: boolean, favoriteCount: number, owner: { id: string, username: string }, firstPicture: { id: string, thumbnailUrl: string } | null };

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


export type PicturesBlockDeleteMutation = { deletePicture: { deletedPictureId: string } };

export type ProfilePanelQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfilePanelQuery = { me: { id: string, username: string, name: string | null, city: string | null, country: string | null, bio: string | null, pictureUrl: string | null, backgroundUrl: string | null } };

export type ProjectCard_ProjectFragment = { id: string, databaseId: number, name: string, status: ProjectStatus, progress: number | null, owner: { id: string, username: string }, pictures: Array<{ id: string, thumbnailUrl: string }> };

export type PublicProjectsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type PublicProjectsQuery = { publicProjects: { nodes: Array<{ id: string, databaseId: number, name: string, status: ProjectStatus, progress: number | null, owner: { id: string, username: string }, pictures: Array<{ id: string, thumbnailUrl: string }> }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type SearchProjectsQueryVariables = Exact<{
  query: string;
  after?: string | null | undefined;
}>;


export type SearchProjectsQuery = { searchProjects: { totalCount: number, nodes: Array<{ id: string, databaseId: number, name: string, status: ProjectStatus, progress: number | null, owner: { id: string, username: string }, pictures: Array<{ id: string, thumbnailUrl: string }> }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type UseGaugeProjectsQueryVariables = Exact<{ [key: string]: never; }>;


export type UseGaugeProjectsQuery = { myProjects: { nodes: Array<{ id: string, name: string, status: ProjectStatus }> } };

export type UseGaugeSetMutationVariables = Exact<{
  input: UpdateProjectInput;
}>;


export type UseGaugeSetMutation = { updateProject: { project: { id: string, gaugeStitches: number | null, gaugeRows: number | null } } };

export type PatternSizes_SizeFragment = { id: string, name: string, position: number, yardageM: number | null, weightClass: WeightClass | null, stitchesPer10cm: number | null, rowsPer10cm: number | null, needleMm: number | null };

export type PatternSizesAddMutationVariables = Exact<{
  input: AddPatternSizeInput;
}>;


export type PatternSizesAddMutation = { addPatternSize: { patternSize: { id: string, name: string, position: number, yardageM: number | null, weightClass: WeightClass | null, stitchesPer10cm: number | null, rowsPer10cm: number | null, needleMm: number | null } } };

export type PatternSizesDeleteMutationVariables = Exact<{
  input: DeletePatternSizeInput;
}>;


export type PatternSizesDeleteMutation = { deletePatternSize: { deletedPatternSizeId: string } };

export type EnoughYarnQueryVariables = Exact<{
  sizeId: string | number;
  yarnId?: string | number | null | undefined;
}>;


export type EnoughYarnQuery = { enoughYarn: { neededMetres: number, enough: boolean, matches: Array<{ colourName: string, skeins: number, metres: number, dyeLots: Array<string>, mixesDyeLots: boolean, yarn: { id: string, databaseId: number, name: string } }>, toBuy: { haveMetres: number, skeins: number | null, yarn: { id: string, name: string } } | null } };

export type EnoughYarnChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type EnoughYarnChoicesQuery = { myStash: { nodes: Array<{ id: string, name: string }> } };

export type SkeinNumbersSaveMutationVariables = Exact<{
  input: UpdateKnitItemInput;
}>;


export type SkeinNumbersSaveMutation = { updateKnitItem: { item: { id: string, metresPerSkein: number | null, gramsPerSkein: number | null, stashTotals: { skeins: number, metres: number, grams: number, skeinsWithoutLength: number } } } };

export type PreferredUnitQueryVariables = Exact<{ [key: string]: never; }>;


export type PreferredUnitQuery = { me: { id: string, preferredUnit: Unit | null } };

export type AccountPageQueryVariables = Exact<{
  after?: string | null | undefined;
  type?: KnitType | null | undefined;
  sort?: KnitSort | null | undefined;
  search?: string | null | undefined;
}>;


export type AccountPageQuery = { myKnitItems: { nodes: Array<{ id: string, databaseId: number, type: KnitType, name: string, author: string, tags: Array<string>, visibility: Visibility, lastUpdated: string, weightClass: WeightClass | null, weight: string, yardage: string, viewerHasFavorited: boolean, favoriteCount: number, owner: { id: string, username: string }, firstPicture: { id: string, thumbnailUrl: string } | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

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


export type CalculatorPageDeleteMutation = { deleteCalculator: { deletedCalculatorId: string } };

export type ExploreFacets_FacetsFragment = { types: Array<{ value: string, count: number }>, weightClasses: Array<{ value: string, count: number }>, fibres: Array<{ value: string, count: number }>, producers: Array<{ value: string, count: number }>, tags: Array<{ value: string, count: number }> };

export type ExplorePageQueryVariables = Exact<{
  filter?: ExploreFilter | null | undefined;
  after?: string | null | undefined;
}>;


export type ExplorePageQuery = { explore: { totalCount: number, nodes: Array<{ id: string, databaseId: number, type: KnitType, name: string, author: string, tags: Array<string>, visibility: Visibility, lastUpdated: string, weightClass: WeightClass | null, weight: string, yardage: string, viewerHasFavorited: boolean, favoriteCount: number, owner: { id: string, username: string }, firstPicture: { id: string, thumbnailUrl: string } | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean }, facets: { types: Array<{ value: string, count: number }>, weightClasses: Array<{ value: string, count: number }>, fibres: Array<{ value: string, count: number }>, producers: Array<{ value: string, count: number }>, tags: Array<{ value: string, count: number }> } } };

export type FavoritesPageQueryVariables = Exact<{
  after?: string | null | undefined;
  type?: KnitType | null | undefined;
  sort?: KnitSort | null | undefined;
  search?: string | null | undefined;
}>;


export type FavoritesPageQuery = { myFavorites: { nodes: Array<{ id: string, databaseId: number, type: KnitType, name: string, author: string, tags: Array<string>, visibility: Visibility, lastUpdated: string, weightClass: WeightClass | null, weight: string, yardage: string, viewerHasFavorited: boolean, favoriteCount: number, owner: { id: string, username: string }, firstPicture: { id: string, thumbnailUrl: string } | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type FeedPageQueryVariables = Exact<{
  after?: string | null | undefined;
  type?: KnitType | null | undefined;
  sort?: KnitSort | null | undefined;
  search?: string | null | undefined;
}>;


export type FeedPageQuery = { publicKnitItems: { nodes: Array<{ id: string, databaseId: number, type: KnitType, name: string, author: string, tags: Array<string>, visibility: Visibility, lastUpdated: string, weightClass: WeightClass | null, weight: string, yardage: string, viewerHasFavorited: boolean, favoriteCount: number, owner: { id: string, username: string }, firstPicture: { id: string, thumbnailUrl: string } | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type ItemPage_ItemFragment = { id: string, databaseId: number, type: KnitType, weightClass: WeightClass | null, fibres: Array<string>, metresPerSkein: number | null, gramsPerSkein: number | null, tags: Array<string>, visibility: Visibility, lastUpdated: string, author: string, name: string, producer: string, madeIn: string, content: string, weight: string, yardage: string, needleSize: string, notes: string, viewerHasFavorited: boolean, favoriteCount: number, stashTotals: { skeins: number, metres: number, grams: number, skeinsWithoutLength: number }, sizes: Array<{ id: string, name: string, position: number, yardageM: number | null, weightClass: WeightClass | null, stitchesPer10cm: number | null, rowsPer10cm: number | null, needleMm: number | null }>, owner: { id: string, username: string, name: string | null, pictureUrl: string | null }, pictures: Array<{ id: string, url: string, thumbnailUrl: string }>, colours: Array<{ id: string, textDescription: string, codeDescription: string, pictureUrl: string | null, thumbnailUrl: string | null, skeinsOnHand: number | null, dyeLot: string, storagePlace: string, purchaseDate: string | null, purchasePrice: number | null }> };

export type ItemEditPageQueryVariables = Exact<{
  id: string | number;
}>;


export type ItemEditPageQuery = { knitItem: { id: string, databaseId: number, type: KnitType, weightClass: WeightClass | null, fibres: Array<string>, metresPerSkein: number | null, gramsPerSkein: number | null, tags: Array<string>, visibility: Visibility, lastUpdated: string, author: string, name: string, producer: string, madeIn: string, content: string, weight: string, yardage: string, needleSize: string, notes: string, viewerHasFavorited: boolean, favoriteCount: number, stashTotals: { skeins: number, metres: number, grams: number, skeinsWithoutLength: number }, sizes: Array<{ id: string, name: string, position: number, yardageM: number | null, weightClass: WeightClass | null, stitchesPer10cm: number | null, rowsPer10cm: number | null, needleMm: number | null }>, owner: { id: string, username: string, name: string | null, pictureUrl: string | null }, pictures: Array<{ id: string, url: string, thumbnailUrl: string }>, colours: Array<{ id: string, textDescription: string, codeDescription: string, pictureUrl: string | null, thumbnailUrl: string | null, skeinsOnHand: number | null, dyeLot: string, storagePlace: string, purchaseDate: string | null, purchasePrice: number | null }> } | null };

export type ItemEditPageCreateMutationVariables = Exact<{
  input: CreateKnitItemInput;
}>;


export type ItemEditPageCreateMutation = { createKnitItem: { item: { id: string, databaseId: number, type: KnitType, weightClass: WeightClass | null, fibres: Array<string>, metresPerSkein: number | null, gramsPerSkein: number | null, tags: Array<string>, visibility: Visibility, lastUpdated: string, author: string, name: string, producer: string, madeIn: string, content: string, weight: string, yardage: string, needleSize: string, notes: string, viewerHasFavorited: boolean, favoriteCount: number, stashTotals: { skeins: number, metres: number, grams: number, skeinsWithoutLength: number }, sizes: Array<{ id: string, name: string, position: number, yardageM: number | null, weightClass: WeightClass | null, stitchesPer10cm: number | null, rowsPer10cm: number | null, needleMm: number | null }>, owner: { id: string, username: string, name: string | null, pictureUrl: string | null }, pictures: Array<{ id: string, url: string, thumbnailUrl: string }>, colours: Array<{ id: string, textDescription: string, codeDescription: string, pictureUrl: string | null, thumbnailUrl: string | null, skeinsOnHand: number | null, dyeLot: string, storagePlace: string, purchaseDate: string | null, purchasePrice: number | null }> } } };

export type ItemEditPageUpdateMutationVariables = Exact<{
  input: UpdateKnitItemInput;
}>;


export type ItemEditPageUpdateMutation = { updateKnitItem: { item: { id: string, databaseId: number, type: KnitType, weightClass: WeightClass | null, fibres: Array<string>, metresPerSkein: number | null, gramsPerSkein: number | null, tags: Array<string>, visibility: Visibility, lastUpdated: string, author: string, name: string, producer: string, madeIn: string, content: string, weight: string, yardage: string, needleSize: string, notes: string, viewerHasFavorited: boolean, favoriteCount: number, stashTotals: { skeins: number, metres: number, grams: number, skeinsWithoutLength: number }, sizes: Array<{ id: string, name: string, position: number, yardageM: number | null, weightClass: WeightClass | null, stitchesPer10cm: number | null, rowsPer10cm: number | null, needleMm: number | null }>, owner: { id: string, username: string, name: string | null, pictureUrl: string | null }, pictures: Array<{ id: string, url: string, thumbnailUrl: string }>, colours: Array<{ id: string, textDescription: string, codeDescription: string, pictureUrl: string | null, thumbnailUrl: string | null, skeinsOnHand: number | null, dyeLot: string, storagePlace: string, purchaseDate: string | null, purchasePrice: number | null }> } } };

export type ItemEditPageDeleteMutationVariables = Exact<{
  input: DeleteKnitItemInput;
}>;


export type ItemEditPageDeleteMutation = { deleteKnitItem: { deletedKnitItemId: string } };

export type ItemPreviewPageQueryVariables = Exact<{
  id: string | number;
}>;


export type ItemPreviewPageQuery = { knitItem: { id: string, databaseId: number, type: KnitType, weightClass: WeightClass | null, fibres: Array<string>, metresPerSkein: number | null, gramsPerSkein: number | null, tags: Array<string>, visibility: Visibility, lastUpdated: string, author: string, name: string, producer: string, madeIn: string, content: string, weight: string, yardage: string, needleSize: string, notes: string, viewerHasFavorited: boolean, favoriteCount: number, stashTotals: { skeins: number, metres: number, grams: number, skeinsWithoutLength: number }, sizes: Array<{ id: string, name: string, position: number, yardageM: number | null, weightClass: WeightClass | null, stitchesPer10cm: number | null, rowsPer10cm: number | null, needleMm: number | null }>, owner: { id: string, username: string, name: string | null, pictureUrl: string | null }, pictures: Array<{ id: string, url: string, thumbnailUrl: string }>, colours: Array<{ id: string, textDescription: string, codeDescription: string, pictureUrl: string | null, thumbnailUrl: string | null, skeinsOnHand: number | null, dyeLot: string, storagePlace: string, purchaseDate: string | null, purchasePrice: number | null }> } | null };

export type KnitTextFields_ItemFragment = { name: string, producer: string, madeIn: string, content: string, weight: string, yardage: string, needleSize: string, notes: string };

export type NeedleRow_NeedleFragment = { id: string, kind: NeedleKind, sizeMm: number, sizeUs: string | null, sizeUk: string | null, lengthCm: number | null, material: string, count: number, busy: boolean };

export type NeedlesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type NeedlesPageQuery = { needles: { nodes: Array<{ id: string, kind: NeedleKind, sizeMm: number, sizeUs: string | null, sizeUk: string | null, lengthCm: number | null, material: string, count: number, busy: boolean }> } };

export type NeedleOwnedQueryVariables = Exact<{
  kind?: NeedleKind | null | undefined;
  sizeMm?: number | null | undefined;
  lengthCm?: number | null | undefined;
}>;


export type NeedleOwnedQuery = { needles: { totalCount: number, nodes: Array<{ id: string, kind: NeedleKind, sizeMm: number, sizeUs: string | null, sizeUk: string | null, lengthCm: number | null, material: string, count: number, busy: boolean }> } };

export type NeedlesPageCreateMutationVariables = Exact<{
  input: CreateNeedleInput;
}>;


export type NeedlesPageCreateMutation = { createNeedle: { needle: { id: string, kind: NeedleKind, sizeMm: number, sizeUs: string | null, sizeUk: string | null, lengthCm: number | null, material: string, count: number, busy: boolean } } };

export type NeedlesPageDeleteMutationVariables = Exact<{
  input: DeleteNeedleInput;
}>;


export type NeedlesPageDeleteMutation = { deleteNeedle: { deletedNeedleId: string } };

export type CounterPageQueryVariables = Exact<{
  id: string | number;
}>;


export type CounterPageQuery = { project: { id: string, databaseId: number, name: string, progress: number | null, rowCounters: Array<{ id: string, databaseId: number, name: string, row: number, targetRows: number | null, repeatEvery: number | null, repeatRow: number | null }> } | null };

export type CounterPageIncrementMutationVariables = Exact<{
  input: IncrementRowCounterInput;
}>;


export type CounterPageIncrementMutation = { incrementRowCounter: { rowCounter: { id: string, row: number, repeatRow: number | null } } };

export type ProjectPage_CounterFragment = { id: string, databaseId: number, name: string, row: number, targetRows: number | null, repeatEvery: number | null, repeatRow: number | null };

export type ProjectPage_ProjectFragment = { id: string, databaseId: number, name: string, status: ProjectStatus, previousStatus: ProjectStatus | null, sizeMade: string, startedOn: string | null, finishedOn: string | null, notes: string, visibility: Visibility, progress: number | null, progressManual: number | null, gaugeStitches: number | null, gaugeRows: number | null, stashDeducted: boolean, viewerCanEdit: boolean, pattern: { id: string, databaseId: number, name: string } | null, yarns: Array<{ id: string, amount: number, unit: YarnAmountUnit, deductedSkeins: number | null, colour: { id: string, databaseId: number, textDescription: string, codeDescription: string, skeinsOnHand: number | null } | null, yarn: { id: string, name: string } | null }>, rowCounters: Array<{ id: string, databaseId: number, name: string, row: number, targetRows: number | null, repeatEvery: number | null, repeatRow: number | null }>, pictures: Array<{ id: string, url: string, thumbnailUrl: string }>, needles: Array<{ id: string, kind: NeedleKind, sizeMm: number, sizeUs: string | null, sizeUk: string | null, lengthCm: number | null, material: string, count: number, busy: boolean }> };

export type ProjectPageQueryVariables = Exact<{
  id: string | number;
}>;


export type ProjectPageQuery = { project: { id: string, databaseId: number, name: string, status: ProjectStatus, previousStatus: ProjectStatus | null, sizeMade: string, startedOn: string | null, finishedOn: string | null, notes: string, visibility: Visibility, progress: number | null, progressManual: number | null, gaugeStitches: number | null, gaugeRows: number | null, stashDeducted: boolean, viewerCanEdit: boolean, pattern: { id: string, databaseId: number, name: string } | null, yarns: Array<{ id: string, amount: number, unit: YarnAmountUnit, deductedSkeins: number | null, colour: { id: string, databaseId: number, textDescription: string, codeDescription: string, skeinsOnHand: number | null } | null, yarn: { id: string, name: string } | null }>, rowCounters: Array<{ id: string, databaseId: number, name: string, row: number, targetRows: number | null, repeatEvery: number | null, repeatRow: number | null }>, pictures: Array<{ id: string, url: string, thumbnailUrl: string }>, needles: Array<{ id: string, kind: NeedleKind, sizeMm: number, sizeUs: string | null, sizeUk: string | null, lengthCm: number | null, material: string, count: number, busy: boolean }> } | null };

export type ProjectPageStashQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectPageStashQuery = { myKnitItems: { nodes: Array<{ id: string, name: string, colours: Array<{ id: string, databaseId: number, textDescription: string, codeDescription: string, skeinsOnHand: number | null }> }> } };

export type ProjectPageNeedlesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectPageNeedlesQuery = { needles: { nodes: Array<{ id: string, kind: NeedleKind, sizeMm: number, sizeUs: string | null, sizeUk: string | null, lengthCm: number | null, material: string, count: number, busy: boolean }> } };

export type ProjectPageUpdateMutationVariables = Exact<{
  input: UpdateProjectInput;
}>;


export type ProjectPageUpdateMutation = { updateProject: { project: { id: string, databaseId: number, name: string, status: ProjectStatus, previousStatus: ProjectStatus | null, sizeMade: string, startedOn: string | null, finishedOn: string | null, notes: string, visibility: Visibility, progress: number | null, progressManual: number | null, gaugeStitches: number | null, gaugeRows: number | null, stashDeducted: boolean, viewerCanEdit: boolean, pattern: { id: string, databaseId: number, name: string } | null, yarns: Array<{ id: string, amount: number, unit: YarnAmountUnit, deductedSkeins: number | null, colour: { id: string, databaseId: number, textDescription: string, codeDescription: string, skeinsOnHand: number | null } | null, yarn: { id: string, name: string } | null }>, rowCounters: Array<{ id: string, databaseId: number, name: string, row: number, targetRows: number | null, repeatEvery: number | null, repeatRow: number | null }>, pictures: Array<{ id: string, url: string, thumbnailUrl: string }>, needles: Array<{ id: string, kind: NeedleKind, sizeMm: number, sizeUs: string | null, sizeUk: string | null, lengthCm: number | null, material: string, count: number, busy: boolean }> } } };

export type ProjectPageStatusMutationVariables = Exact<{
  input: SetProjectStatusInput;
}>;


export type ProjectPageStatusMutation = { setProjectStatus: { project: { id: string, databaseId: number, name: string, status: ProjectStatus, previousStatus: ProjectStatus | null, sizeMade: string, startedOn: string | null, finishedOn: string | null, notes: string, visibility: Visibility, progress: number | null, progressManual: number | null, gaugeStitches: number | null, gaugeRows: number | null, stashDeducted: boolean, viewerCanEdit: boolean, pattern: { id: string, databaseId: number, name: string } | null, yarns: Array<{ id: string, amount: number, unit: YarnAmountUnit, deductedSkeins: number | null, colour: { id: string, databaseId: number, textDescription: string, codeDescription: string, skeinsOnHand: number | null } | null, yarn: { id: string, name: string } | null }>, rowCounters: Array<{ id: string, databaseId: number, name: string, row: number, targetRows: number | null, repeatEvery: number | null, repeatRow: number | null }>, pictures: Array<{ id: string, url: string, thumbnailUrl: string }>, needles: Array<{ id: string, kind: NeedleKind, sizeMm: number, sizeUs: string | null, sizeUk: string | null, lengthCm: number | null, material: string, count: number, busy: boolean }> } } };

export type ProjectPageUndoMutationVariables = Exact<{
  input: UndoProjectStatusInput;
}>;


export type ProjectPageUndoMutation = { undoProjectStatus: { project: { id: string, databaseId: number, name: string, status: ProjectStatus, previousStatus: ProjectStatus | null, sizeMade: string, startedOn: string | null, finishedOn: string | null, notes: string, visibility: Visibility, progress: number | null, progressManual: number | null, gaugeStitches: number | null, gaugeRows: number | null, stashDeducted: boolean, viewerCanEdit: boolean, pattern: { id: string, databaseId: number, name: string } | null, yarns: Array<{ id: string, amount: number, unit: YarnAmountUnit, deductedSkeins: number | null, colour: { id: string, databaseId: number, textDescription: string, codeDescription: string, skeinsOnHand: number | null } | null, yarn: { id: string, name: string } | null }>, rowCounters: Array<{ id: string, databaseId: number, name: string, row: number, targetRows: number | null, repeatEvery: number | null, repeatRow: number | null }>, pictures: Array<{ id: string, url: string, thumbnailUrl: string }>, needles: Array<{ id: string, kind: NeedleKind, sizeMm: number, sizeUs: string | null, sizeUk: string | null, lengthCm: number | null, material: string, count: number, busy: boolean }> } } };

export type ProjectPageDeleteMutationVariables = Exact<{
  input: DeleteProjectInput;
}>;


export type ProjectPageDeleteMutation = { deleteProject: { deletedProjectId: string } };

export type ProjectPageAddCounterMutationVariables = Exact<{
  input: AddRowCounterInput;
}>;


export type ProjectPageAddCounterMutation = { addRowCounter: { rowCounter: { id: string, databaseId: number, name: string, row: number, targetRows: number | null, repeatEvery: number | null, repeatRow: number | null } } };

export type ProjectPageAddPictureMutationVariables = Exact<{
  input: AddProjectPictureInput;
}>;


export type ProjectPageAddPictureMutation = { addProjectPicture: { projectPicture: { id: string, url: string, thumbnailUrl: string } } };

export type ProjectPageDeletePictureMutationVariables = Exact<{
  input: DeleteProjectPictureInput;
}>;


export type ProjectPageDeletePictureMutation = { deleteProjectPicture: { deletedProjectPictureId: string } };

export type ProjectsPage_ProjectFragment = { id: string, databaseId: number, name: string, status: ProjectStatus, progress: number | null, queuePosition: number | null, visibility: Visibility, pattern: { id: string, name: string } | null };

export type ProjectsPageQueryVariables = Exact<{
  status?: ProjectStatus | null | undefined;
}>;


export type ProjectsPageQuery = { myProjects: { nodes: Array<{ id: string, databaseId: number, name: string, status: ProjectStatus, progress: number | null, queuePosition: number | null, visibility: Visibility, pattern: { id: string, name: string } | null }> } };

export type ProjectsPagePatternsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProjectsPagePatternsQuery = { myKnitItems: { nodes: Array<{ id: string, databaseId: number, name: string }> } };

export type ProjectsPageCreateMutationVariables = Exact<{
  input: CreateProjectInput;
}>;


export type ProjectsPageCreateMutation = { createProject: { project: { id: string, databaseId: number, name: string, status: ProjectStatus, progress: number | null, queuePosition: number | null, visibility: Visibility, pattern: { id: string, name: string } | null } } };

export type ProjectsPageMoveMutationVariables = Exact<{
  input: MoveQueuedProjectInput;
}>;


export type ProjectsPageMoveMutation = { moveQueuedProject: { queue: Array<{ id: string, databaseId: number, name: string, status: ProjectStatus, progress: number | null, queuePosition: number | null, visibility: Visibility, pattern: { id: string, name: string } | null }> } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { ok: boolean } };

export type SearchPageQueryVariables = Exact<{
  query: string;
  type?: KnitType | null | undefined;
  after?: string | null | undefined;
}>;


export type SearchPageQuery = { search: { totalCount: number, edges: Array<{ cursor: string, highlights: Array<{ field: SearchField, parts: Array<{ text: string, match: boolean }> }>, node: { id: string, databaseId: number, type: KnitType, name: string, author: string, tags: Array<string>, visibility: Visibility, lastUpdated: string, weightClass: WeightClass | null, weight: string, yardage: string, viewerHasFavorited: boolean, favoriteCount: number, owner: { id: string, username: string }, firstPicture: { id: string, thumbnailUrl: string } | null } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type SettingsPageDeleteAccountMutationVariables = Exact<{
  input: DeleteAccountInput;
}>;


export type SettingsPageDeleteAccountMutation = { deleteAccount: { ok: boolean } };

export type SettingsPageExportDataMutationVariables = Exact<{ [key: string]: never; }>;


export type SettingsPageExportDataMutation = { exportData: { url: string, estimatedBytes: number } };

export type SettingsPageAccountImportQueryVariables = Exact<{
  id?: string | number | null | undefined;
}>;


export type SettingsPageAccountImportQuery = { accountImport: { id: string, state: ImportState, progress: { itemsTotal: number, itemsDone: number, calculatorsTotal: number, calculatorsDone: number }, report: { items: { created: number, skipped: number, refused: number }, calculators: { created: number, skipped: number, refused: number }, refusals: Array<{ kind: string, index: number, name: string, code: string, message: string }> } | null, error: { code: string, message: string } | null } | null };

export type SettingsOAuthAppsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsOAuthAppsQuery = { oauthApps: Array<{ id: string, name: string, clientId: string, redirectUris: Array<string>, logoUrl: string | null, createdAt: string }>, connectedOAuthApps: Array<{ appId: string, name: string, developer: string, logoUrl: string | null, scopes: Array<OAuthScope>, connectedAt: string }> };

export type SettingsRegisterOAuthAppMutationVariables = Exact<{
  input: RegisterOAuthAppInput;
}>;


export type SettingsRegisterOAuthAppMutation = { registerOAuthApp: { oauthApp: { id: string, name: string, clientId: string, redirectUris: Array<string>, logoUrl: string | null, createdAt: string } } };

export type SettingsDeleteOAuthAppMutationVariables = Exact<{
  input: DeleteOAuthAppInput;
}>;


export type SettingsDeleteOAuthAppMutation = { deleteOAuthApp: { deletedOAuthAppId: string } };

export type SettingsRevokeOAuthAppConnectionMutationVariables = Exact<{
  input: RevokeOAuthAppConnectionInput;
}>;


export type SettingsRevokeOAuthAppConnectionMutation = { revokeOAuthAppConnection: { revokedOAuthAppId: string } };

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


export type SettingsTokensQuery = { personalAccessTokens: Array<{ id: string, name: string, scope: TokenScope, createdAt: string, lastUsedAt: string | null, expiresAt: string }> };

export type SettingsCreateTokenMutationVariables = Exact<{
  input: CreatePersonalAccessTokenInput;
}>;


export type SettingsCreateTokenMutation = { createPersonalAccessToken: { token: string, personalAccessToken: { id: string, name: string, scope: TokenScope, createdAt: string, lastUsedAt: string | null, expiresAt: string } } };

export type SettingsRevokeTokenMutationVariables = Exact<{
  input: RevokePersonalAccessTokenInput;
}>;


export type SettingsRevokeTokenMutation = { revokePersonalAccessToken: { personalAccessToken: { id: string } } };

export type SettingsWebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsWebhooksQuery = { webhookSubscriptions: Array<{ id: string, url: string, events: Array<WebhookEvent>, createdAt: string }> };

export type SettingsWebhookDeliveriesQueryVariables = Exact<{
  subscriptionId: string | number;
}>;


export type SettingsWebhookDeliveriesQuery = { webhookDeliveries: Array<{ id: string, guid: string, event: WebhookEvent, state: WebhookDeliveryState, attempts: number, responseStatus: number | null, error: string | null, createdAt: string, lastAttemptAt: string | null }> };

export type SettingsCreateWebhookMutationVariables = Exact<{
  input: CreateWebhookSubscriptionInput;
}>;


export type SettingsCreateWebhookMutation = { createWebhookSubscription: { secret: string, webhookSubscription: { id: string, url: string, events: Array<WebhookEvent>, createdAt: string } } };

export type SettingsDeleteWebhookMutationVariables = Exact<{
  input: DeleteWebhookSubscriptionInput;
}>;


export type SettingsDeleteWebhookMutation = { deleteWebhookSubscription: { deletedWebhookSubscriptionId: string } };

export type SettingsRedeliverWebhookMutationVariables = Exact<{
  input: RedeliverWebhookInput;
}>;


export type SettingsRedeliverWebhookMutation = { redeliverWebhook: { webhookDelivery: { id: string, guid: string, event: WebhookEvent, state: WebhookDeliveryState, attempts: number, responseStatus: number | null, error: string | null, createdAt: string, lastAttemptAt: string | null } } };

export type StashPageQueryVariables = Exact<{
  after?: string | null | undefined;
  weightClass?: WeightClass | null | undefined;
  fibre?: string | null | undefined;
  colour?: string | null | undefined;
  place?: string | null | undefined;
}>;


export type StashPageQuery = { myStoragePlaces: Array<string>, myStash: { nodes: Array<{ id: string, databaseId: number, type: KnitType, name: string, producer: string, weightClass: WeightClass | null, stashTotals: { skeins: number, metres: number, grams: number, skeinsWithoutLength: number } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } }, myStashTotals: { yarns: number, skeins: number, metres: number, grams: number, skeinsWithoutLength: number } };

export const FavouriteButton_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FavouriteButton_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"favoriteCount"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<FavouriteButton_ItemFragment, unknown>;
export const KnitCard_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KnitCard_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"weightClass"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"yardage"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"firstPicture"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FavouriteButton_item"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FavouriteButton_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"favoriteCount"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<KnitCard_ItemFragment, unknown>;
export const ProjectCard_ProjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectCard_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]}}]} as unknown as DocumentNode<ProjectCard_ProjectFragment, unknown>;
export const CalculatorCard_CalculatorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalculatorCard_calculator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Calculator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"tensionRows"}},{"kind":"Field","name":{"kind":"Name","value":"tensionWidth"}},{"kind":"Field","name":{"kind":"Name","value":"tensionStitches"}},{"kind":"Field","name":{"kind":"Name","value":"tensionHeight"}},{"kind":"Field","name":{"kind":"Name","value":"resultRows"}},{"kind":"Field","name":{"kind":"Name","value":"resultWidth"}},{"kind":"Field","name":{"kind":"Name","value":"resultStitches"}},{"kind":"Field","name":{"kind":"Name","value":"resultHeight"}}]}}]} as unknown as DocumentNode<CalculatorCard_CalculatorFragment, unknown>;
export const ExploreFacets_FacetsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExploreFacets_facets"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExploreFacets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weightClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fibres"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"producers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<ExploreFacets_FacetsFragment, unknown>;
export const KnitTextFields_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KnitTextFields_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"producer"}},{"kind":"Field","name":{"kind":"Name","value":"madeIn"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"yardage"}},{"kind":"Field","name":{"kind":"Name","value":"needleSize"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<KnitTextFields_ItemFragment, unknown>;
export const PatternSizes_SizeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatternSizes_size"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PatternSize"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"yardageM"}},{"kind":"Field","name":{"kind":"Name","value":"weightClass"}},{"kind":"Field","name":{"kind":"Name","value":"stitchesPer10cm"}},{"kind":"Field","name":{"kind":"Name","value":"rowsPer10cm"}},{"kind":"Field","name":{"kind":"Name","value":"needleMm"}}]}}]} as unknown as DocumentNode<PatternSizes_SizeFragment, unknown>;
export const PicturesBlock_PictureFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PicturesBlock_picture"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}}]} as unknown as DocumentNode<PicturesBlock_PictureFragment, unknown>;
export const ColoursBlock_ColourFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ColoursBlock_colour"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Colour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"textDescription"}},{"kind":"Field","name":{"kind":"Name","value":"codeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"skeinsOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"dyeLot"}},{"kind":"Field","name":{"kind":"Name","value":"storagePlace"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}}]}}]} as unknown as DocumentNode<ColoursBlock_ColourFragment, unknown>;
export const ItemPage_ItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemPage_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"KnitTextFields_item"}},{"kind":"Field","name":{"kind":"Name","value":"weightClass"}},{"kind":"Field","name":{"kind":"Name","value":"fibres"}},{"kind":"Field","name":{"kind":"Name","value":"metresPerSkein"}},{"kind":"Field","name":{"kind":"Name","value":"gramsPerSkein"}},{"kind":"Field","name":{"kind":"Name","value":"stashTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skeins"}},{"kind":"Field","name":{"kind":"Name","value":"metres"}},{"kind":"Field","name":{"kind":"Name","value":"grams"}},{"kind":"Field","name":{"kind":"Name","value":"skeinsWithoutLength"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PatternSizes_size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"lastUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PicturesBlock_picture"}}]}},{"kind":"Field","name":{"kind":"Name","value":"colours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ColoursBlock_colour"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FavouriteButton_item"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KnitTextFields_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"producer"}},{"kind":"Field","name":{"kind":"Name","value":"madeIn"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"yardage"}},{"kind":"Field","name":{"kind":"Name","value":"needleSize"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PatternSizes_size"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PatternSize"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"yardageM"}},{"kind":"Field","name":{"kind":"Name","value":"weightClass"}},{"kind":"Field","name":{"kind":"Name","value":"stitchesPer10cm"}},{"kind":"Field","name":{"kind":"Name","value":"rowsPer10cm"}},{"kind":"Field","name":{"kind":"Name","value":"needleMm"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PicturesBlock_picture"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Picture"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ColoursBlock_colour"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Colour"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"textDescription"}},{"kind":"Field","name":{"kind":"Name","value":"codeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"pictureUrl"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"skeinsOnHand"}},{"kind":"Field","name":{"kind":"Name","value":"dyeLot"}},{"kind":"Field","name":{"kind":"Name","value":"storagePlace"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseDate"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FavouriteButton_item"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KnitItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"viewerHasFavorited"}},{"kind":"Field","name":{"kind":"Name","value":"favoriteCount"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<ItemPage_ItemFragment, unknown>;
export const ProjectPage_CounterFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectPage_counter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RowCounter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"targetRows"}},{"kind":"Field","name":{"kind":"Name","value":"repeatEvery"}},{"kind":"Field","name":{"kind":"Name","value":"repeatRow"}}]}}]} as unknown as DocumentNode<ProjectPage_CounterFragment, unknown>;
export const NeedleRow_NeedleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NeedleRow_needle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Needle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sizeMm"}},{"kind":"Field","name":{"kind":"Name","value":"sizeUs"}},{"kind":"Field","name":{"kind":"Name","value":"sizeUk"}},{"kind":"Field","name":{"kind":"Name","value":"lengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"busy"}}]}}]} as unknown as DocumentNode<NeedleRow_NeedleFragment, unknown>;
export const ProjectPage_ProjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectPage_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"previousStatus"}},{"kind":"Field","name":{"kind":"Name","value":"sizeMade"}},{"kind":"Field","name":{"kind":"Name","value":"startedOn"}},{"kind":"Field","name":{"kind":"Name","value":"finishedOn"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"progressManual"}},{"kind":"Field","name":{"kind":"Name","value":"gaugeStitches"}},{"kind":"Field","name":{"kind":"Name","value":"gaugeRows"}},{"kind":"Field","name":{"kind":"Name","value":"stashDeducted"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCanEdit"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"yarns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"deductedSkeins"}},{"kind":"Field","name":{"kind":"Name","value":"colour"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"textDescription"}},{"kind":"Field","name":{"kind":"Name","value":"codeDescription"}},{"kind":"Field","name":{"kind":"Name","value":"skeinsOnHand"}}]}},{"kind":"Field","name":{"kind":"Name","value":"yarn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rowCounters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProjectPage_counter"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pictures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"needles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NeedleRow_needle"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectPage_counter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RowCounter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"targetRows"}},{"kind":"Field","name":{"kind":"Name","value":"repeatEvery"}},{"kind":"Field","name":{"kind":"Name","value":"repeatRow"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NeedleRow_needle"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Needle"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sizeMm"}},{"kind":"Field","name":{"kind":"Name","value":"sizeUs"}},{"kind":"Field","name":{"kind":"Name","value":"sizeUk"}},{"kind":"Field","name":{"kind":"Name","value":"lengthCm"}},{"kind":"Field","name":{"kind":"Name","value":"material"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"busy"}}]}}]} as unknown as DocumentNode<ProjectPage_ProjectFragment, unknown>;
export const ProjectsPage_ProjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProjectsPage_project"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Project"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"queuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"visibility"}},{"kind":"Field","name":{"kind":"Name","value":"pattern"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProjectsPage_ProjectFragment, unknown>;
export { RequestPasswordResetDocument } from './documents/RequestPasswordReset';
export { LoginDocument } from './documents/Login';
export { RegisterModalDocument } from './documents/RegisterModal';
export { RegisterDocument } from './documents/Register';
export { RefreshSessionDocument } from './documents/RefreshSession';
export { LogoutDocument } from './documents/Logout';
export { ColourModalAddDocument } from './documents/ColourModalAdd';
export { ColourModalUpdateDocument } from './documents/ColourModalUpdate';
export { ColourModalSetPictureDocument } from './documents/ColourModalSetPicture';
export { ColourModalClearPictureDocument } from './documents/ColourModalClearPicture';
export { ColourModalDeleteDocument } from './documents/ColourModalDelete';
export { ColourStoragePlacesDocument } from './documents/ColourStoragePlaces';
export { FavoriteDocument } from './documents/Favorite';
export { UnfavoriteDocument } from './documents/Unfavorite';
export { HeaderDocument } from './documents/Header';
export { PicturesBlockAddDocument } from './documents/PicturesBlockAdd';
export { PicturesBlockReplaceDocument } from './documents/PicturesBlockReplace';
export { PicturesBlockDeleteDocument } from './documents/PicturesBlockDelete';
export { ProfilePanelDocument } from './documents/ProfilePanel';
export { PublicProjectsDocument } from './documents/PublicProjects';
export { SearchProjectsDocument } from './documents/SearchProjects';
export { UseGaugeProjectsDocument } from './documents/UseGaugeProjects';
export { UseGaugeSetDocument } from './documents/UseGaugeSet';
export { PatternSizesAddDocument } from './documents/PatternSizesAdd';
export { PatternSizesDeleteDocument } from './documents/PatternSizesDelete';
export { EnoughYarnDocument } from './documents/EnoughYarn';
export { EnoughYarnChoicesDocument } from './documents/EnoughYarnChoices';
export { SkeinNumbersSaveDocument } from './documents/SkeinNumbersSave';
export { PreferredUnitDocument } from './documents/PreferredUnit';
export { AccountPageDocument } from './documents/AccountPage';
export { CalculatorPageDocument } from './documents/CalculatorPage';
export { CalculatorPageCreateDocument } from './documents/CalculatorPageCreate';
export { CalculatorPageUpdateDocument } from './documents/CalculatorPageUpdate';
export { CalculatorPageCopyDocument } from './documents/CalculatorPageCopy';
export { CalculatorPageDeleteDocument } from './documents/CalculatorPageDelete';
export { ExplorePageDocument } from './documents/ExplorePage';
export { FavoritesPageDocument } from './documents/FavoritesPage';
export { FeedPageDocument } from './documents/FeedPage';
export { ItemEditPageDocument } from './documents/ItemEditPage';
export { ItemEditPageCreateDocument } from './documents/ItemEditPageCreate';
export { ItemEditPageUpdateDocument } from './documents/ItemEditPageUpdate';
export { ItemEditPageDeleteDocument } from './documents/ItemEditPageDelete';
export { ItemPreviewPageDocument } from './documents/ItemPreviewPage';
export { NeedlesPageDocument } from './documents/NeedlesPage';
export { NeedleOwnedDocument } from './documents/NeedleOwned';
export { NeedlesPageCreateDocument } from './documents/NeedlesPageCreate';
export { NeedlesPageDeleteDocument } from './documents/NeedlesPageDelete';
export { CounterPageDocument } from './documents/CounterPage';
export { CounterPageIncrementDocument } from './documents/CounterPageIncrement';
export { ProjectPageDocument } from './documents/ProjectPage';
export { ProjectPageStashDocument } from './documents/ProjectPageStash';
export { ProjectPageNeedlesDocument } from './documents/ProjectPageNeedles';
export { ProjectPageUpdateDocument } from './documents/ProjectPageUpdate';
export { ProjectPageStatusDocument } from './documents/ProjectPageStatus';
export { ProjectPageUndoDocument } from './documents/ProjectPageUndo';
export { ProjectPageDeleteDocument } from './documents/ProjectPageDelete';
export { ProjectPageAddCounterDocument } from './documents/ProjectPageAddCounter';
export { ProjectPageAddPictureDocument } from './documents/ProjectPageAddPicture';
export { ProjectPageDeletePictureDocument } from './documents/ProjectPageDeletePicture';
export { ProjectsPageDocument } from './documents/ProjectsPage';
export { ProjectsPagePatternsDocument } from './documents/ProjectsPagePatterns';
export { ProjectsPageCreateDocument } from './documents/ProjectsPageCreate';
export { ProjectsPageMoveDocument } from './documents/ProjectsPageMove';
export { ResetPasswordDocument } from './documents/ResetPassword';
export { SearchPageDocument } from './documents/SearchPage';
export { SettingsPageDeleteAccountDocument } from './documents/SettingsPageDeleteAccount';
export { SettingsPageExportDataDocument } from './documents/SettingsPageExportData';
export { SettingsPageAccountImportDocument } from './documents/SettingsPageAccountImport';
export { SettingsOAuthAppsDocument } from './documents/SettingsOAuthApps';
export { SettingsRegisterOAuthAppDocument } from './documents/SettingsRegisterOAuthApp';
export { SettingsDeleteOAuthAppDocument } from './documents/SettingsDeleteOAuthApp';
export { SettingsRevokeOAuthAppConnectionDocument } from './documents/SettingsRevokeOAuthAppConnection';
export { SettingsPageDocument } from './documents/SettingsPage';
export { SettingsPageUpdateProfileDocument } from './documents/SettingsPageUpdateProfile';
export { SettingsPageSetUnitDocument } from './documents/SettingsPageSetUnit';
export { SettingsPageChangePasswordDocument } from './documents/SettingsPageChangePassword';
export { SettingsPageSetImageDocument } from './documents/SettingsPageSetImage';
export { SettingsPageClearImageDocument } from './documents/SettingsPageClearImage';
export { SettingsTokensDocument } from './documents/SettingsTokens';
export { SettingsCreateTokenDocument } from './documents/SettingsCreateToken';
export { SettingsRevokeTokenDocument } from './documents/SettingsRevokeToken';
export { SettingsWebhooksDocument } from './documents/SettingsWebhooks';
export { SettingsWebhookDeliveriesDocument } from './documents/SettingsWebhookDeliveries';
export { SettingsCreateWebhookDocument } from './documents/SettingsCreateWebhook';
export { SettingsDeleteWebhookDocument } from './documents/SettingsDeleteWebhook';
export { SettingsRedeliverWebhookDocument } from './documents/SettingsRedeliverWebhook';
export { StashPageDocument } from './documents/StashPage';
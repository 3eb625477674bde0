/** Builds the type-graphql schema from every feature's resolver. */
import 'reflect-metadata';
import { buildSchemaSync } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { DateTimeResolver } from 'graphql-scalars';
import { AccountResolver } from './modules/account/account.resolver';
import { UserResolver } from './modules/user/user.resolver';
import { CalculatorResolver } from './modules/calculator/calculator.resolver';
import { ProjectResolver, UserProjectsResolver } from './modules/project/project.resolver';
import { ProjectYarnResolver, RowCounterResolver } from './modules/project/row-counter.resolver';
import { ProjectPictureResolver } from './modules/project/project-picture';
import { KnitResolver } from './modules/knit/knit.resolver';
import { PictureResolver } from './modules/picture/picture.resolver';
import { ColourResolver } from './modules/colour/colour.resolver';
import { PersonalAccessTokenResolver } from './modules/token/pat.resolver';
import { AccountDataResolver } from './modules/data/account-data.resolver';
import { DataResolver } from './modules/data/data.resolver';
import { SearchResolver } from './modules/search/search.resolver';
import { FavouriteResolver } from './modules/favourite/favourite.resolver';
import { ExploreResolver } from './modules/explore/explore.resolver';
import { NodeResolver } from './modules/node/node.resolver';
import { WebhookResolver } from './modules/webhook/webhook.resolver';
import { NeedleResolver } from './modules/needle/needle.resolver';
import { PatternSizeResolver } from './modules/pattern/pattern-size.resolver';
import { PatternItemResolver } from './modules/pattern/pattern-item.resolver';
import { StashResolver } from './modules/stash/stash.resolver';
import { OAuthAppResolver } from './modules/oauth/oauth.resolver';

export const resolvers = [AccountResolver, UserResolver, CalculatorResolver, KnitResolver, PictureResolver, ColourResolver, PersonalAccessTokenResolver, AccountDataResolver, DataResolver, SearchResolver, FavouriteResolver, ExploreResolver, NodeResolver, WebhookResolver, OAuthAppResolver, NeedleResolver, PatternSizeResolver, PatternItemResolver, StashResolver, ProjectResolver, UserProjectsResolver, RowCounterResolver, ProjectYarnResolver, ProjectPictureResolver] as const;

let schema: GraphQLSchema | undefined;

/** The schema, built once; class-validator runs on every input. */
export function getSchema(): GraphQLSchema {
  schema ??= buildSchemaSync({
    resolvers,
    validate: { forbidUnknownValues: false },
    scalarsMap: [{ type: Date, scalar: DateTimeResolver }],
    emitSchemaFile: false,
  });
  // type-graphql has no option for the root types' descriptions; the linter (schema/.graphql-schema-linterrc) wants them.
  schema.getQueryType()!.description = 'What can be read: your library, the public feed, profiles and calculators.';
  schema.getMutationType()!.description = 'What can be changed. Every mutation takes one input and answers its own payload.';
  return schema;
}

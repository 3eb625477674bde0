/** The request's items by id (common/loaders.ts). */
import { byIdLoader, perRequest } from '../../common/loaders';
import { KnitItem } from './knit.entity';

export const itemById = perRequest((ctx) => byIdLoader(ctx.em, KnitItem));

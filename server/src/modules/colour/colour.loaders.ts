/** The request's colours by item (common/loaders.ts). */
import { groupedLoader, perRequest } from '../../common/loaders';
import { Colour } from './colour.entity';

export const coloursByItem = perRequest((ctx) => groupedLoader(ctx.em, Colour, 'itemId'));

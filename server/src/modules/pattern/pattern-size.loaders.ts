/** The request's pattern sizes by item, in the pattern's order (common/loaders.ts). */
import { groupedLoader, perRequest } from '../../common/loaders';
import { PatternSize } from './pattern-size.entity';

export const sizesByItem = perRequest((ctx) => groupedLoader(ctx.em, PatternSize, 'itemId', [{ position: 'asc' }, { id: 'asc' }]));

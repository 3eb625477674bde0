/** The request's users by id (common/loaders.ts). */
import { byIdLoader, perRequest } from '../../common/loaders';
import { User } from './user.entity';

export const userById = perRequest((ctx) => byIdLoader(ctx.em, User));

/** Who may see and change needles: the one visibility rule of common/policy.ts, read for needles (always private). */
import { definePolicy } from '../../common/authorize';
import { Visibility } from '../../common/enums';
import { Needle } from './needle.entity';

/** A needle is read as private: read, update and delete are its owner's only. */
definePolicy(Needle, { what: 'Needle', owned: (needle) => ({ ownerId: needle.ownerId, visibility: Visibility.PRIVATE }) });

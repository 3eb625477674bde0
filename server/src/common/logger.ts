/** The process logger (pino). Users never see what it records. */
import pino from 'pino';
import { config } from '../config';

export const logger = pino({ level: config.logLevel });

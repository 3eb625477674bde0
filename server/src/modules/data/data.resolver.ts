import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { Arg, Ctx as GqlCtx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { registerEnum } from '../../common/enums';
import type { Ctx } from '../../common/context';
import { AppError, type ErrorCode } from '../../common/errors';
import { requireSession } from '../../common/policy';
import { GraphQLUpload, type FileUpload } from '../../common/upload';
import { imageTooLarge } from '../image/image.service';
import { User } from '../user/user.entity';
import { estimateExportBytes } from './export.service';
import { exportLink } from './export.routes';
import { enqueueImport, importInProgress, importRunning, importStatus, tempFileName, type ImportStatus } from './import-jobs';

/** The states of an import, as GraphQL names them. */
export enum ImportState { QUEUED = 'queued', RUNNING = 'running', DONE = 'done', FAILED = 'failed' }
registerEnum(ImportState, 'ImportState', 'Where an import stands.', {
  QUEUED: 'Waiting for its turn.',
  RUNNING: 'Being checked and written; see its progress.',
  DONE: 'Finished; see its report.',
  FAILED: 'Refused whole or interrupted; see its error.',
});

@InputType({ description: 'A Purlwise export zip, or its JSON document (pictures then cannot come along).' })
class ImportDataInput {
  @Field(() => GraphQLUpload, { description: 'The zip or JSON file.' }) file!: Promise<FileUpload>;
}

@ObjectType({ description: 'How many entries of one kind were created, skipped as exact duplicates, or refused.' })
class ImportCounts {
  @Field(() => Int, { description: 'Entries created.' }) created!: number;
  @Field(() => Int, { description: 'Entries skipped as exact duplicates of what you have.' }) skipped!: number;
  @Field(() => Int, { description: 'Entries refused (see refusals).' }) refused!: number;
}

@ObjectType({ description: 'An entry of the import that was refused, and why.' })
class ImportRefusal {
  @Field(() => String, { description: '"item", "calculator", "needle" or "project".' }) kind!: string;
  @Field(() => Int, { description: 'Its position (from 0) in the document\'s list.' }) index!: number;
  @Field(() => String, { description: 'The name of the entry, as in the document.' }) name!: string;
  @Field(() => String, { description: 'The error code, as on any write.' }) code!: string;
  @Field(() => String, { description: 'Why it was refused, in English.' }) message!: string;
}

@ObjectType({ description: 'What an import did. Each item (with its pictures and colours) was written in its own transaction.' })
class ImportReport {
  @Field(() => ImportCounts, { description: 'Knit items.' }) items!: ImportCounts;
  @Field(() => ImportCounts, { description: 'Calculators.' }) calculators!: ImportCounts;
  @Field(() => ImportCounts, { description: 'Needles and hooks (zeros in the report of an import made before they were exported).' }) needles!: ImportCounts;
  @Field(() => ImportCounts, { nullable: true, description: 'Projects (with their yarn lines and counters); null in reports of imports made before projects.' }) projects?: ImportCounts;
  @Field(() => [ImportRefusal], { description: 'Each refused entry.' }) refusals!: ImportRefusal[];
}

@ObjectType({ description: 'How far an import has come. Totals are known once the whole file has been checked.' })
class ImportProgress {
  @Field(() => Int, { description: 'Items in the document.' }) itemsTotal!: number;
  @Field(() => Int, { description: 'Items handled so far (created, skipped or refused).' }) itemsDone!: number;
  @Field(() => Int, { description: 'Calculators in the document.' }) calculatorsTotal!: number;
  @Field(() => Int, { description: 'Calculators handled so far.' }) calculatorsDone!: number;
}

@ObjectType({ description: 'Why an import failed: the error code and message a direct refusal would have had.' })
class ImportFailure {
  @Field(() => String, { description: 'The error code (IMPORT_NOT_OURS, IMPORT_TOO_LARGE, ...; see docs/api.md).' }) code!: string;
  @Field(() => String, { description: 'What went wrong, in English.' }) message!: string;
}

@ObjectType({ description: 'An import of a file into your account, run in the background (docs/export-format.md "Importing").' })
class AccountImport {
  @Field(() => ID, { description: 'The id the upload (POST /api/account/import) answered.' }) id!: string;
  @Field(() => ImportState, { description: 'Where it stands.' }) state!: ImportState;
  @Field(() => ImportProgress, { description: 'How far it has come.' }) progress!: ImportProgress;
  @Field(() => ImportReport, { nullable: true, description: 'What it did, once DONE.' }) report!: ImportReport | null;
  @Field(() => ImportFailure, { nullable: true, description: 'Why it failed, once FAILED. A file refused whole wrote nothing.' }) error!: ImportFailure | null;
  @Field(() => Date, { description: 'When the file was received.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was done or failed.' }) finishedAt!: Date | null;
}

const toGraphQL = (s: ImportStatus): AccountImport => ({ ...s, state: s.state as ImportState });

/** Saves a GraphQL upload (at most MAX_IMAGE_BYTES on /graphql) to a temporary import file. */
async function saveUpload(upload: Promise<FileUpload>): Promise<string> {
  let file: FileUpload;
  try {
    file = await upload;
  } catch {
    throw new AppError('BAD_USER_INPUT', 'The file upload was incomplete');
  }
  const target = tempFileName();
  try {
    await pipeline(file.createReadStream(), createWriteStream(target, { mode: 0o600 }));
  } catch (err) {
    await rm(target, { force: true });
    // graphql-upload cuts the stream at /graphql's limit.
    if (/exceeds|limit|truncated/i.test(String((err as Error).message))) throw imageTooLarge();
    throw new AppError('BAD_USER_INPUT', 'The file upload was incomplete');
  }
  return target;
}

@ObjectType({ description: 'A download link for the zip of all your data (docs/export-format.md).' })
class ExportLink {
  @Field(() => String, { description: 'Path of the download on this server; works for 10 minutes, without other credentials.' }) url!: string;
  @Field(() => Date, { description: 'When the link stops working.' }) expiresAt!: Date;
  @Field(() => Float, { description: 'About how many bytes the zip will be, for a progress indicator.' }) estimatedBytes!: number;
}

@Resolver()
export class DataResolver {
  @Mutation(() => ExportLink, { description: 'Prepares the export of your profile, items, colours, calculators and every original picture as one zip.' })
  async exportData(@GqlCtx() ctx: Ctx): Promise<ExportLink> {
    const viewer = requireSession(ctx);
    const user = await ctx.em.findOneOrFail(User, { id: viewer.id });
    const link = await exportLink(ctx.secrets, user);
    return { ...link, estimatedBytes: await estimateExportBytes(ctx.em, viewer.id) };
  }

  @Mutation(() => ImportReport, {
    description: 'Loads an export of at most 10 MB into your account, skipping exact duplicates, and answers once the import job is done. '
      + 'A file that is not an export, too large, with unsafe paths or non-image pictures is refused whole, with nothing written.',
    deprecationReason: 'Upload to POST /api/account/import (larger files, an answer at once) and follow it with the accountImport query (docs/export-format.md). Removed after 2027-05-25.',
  })
  async importData(@Arg('input', () => ImportDataInput, { description: 'Parameters for importData.' }) input: ImportDataInput, @GqlCtx() ctx: Ctx): Promise<ImportReport> {
    const viewer = requireSession(ctx);
    // Refused before the upload is saved; the insert below is what really enforces it.
    if (await importRunning(ctx.em, viewer.id)) throw importInProgress();
    const id = await enqueueImport(ctx.em, viewer.id, await saveUpload(input.file));
    // The job runs outside this request; waiting for it holds no database connection.
    for (;;) {
      const status = await importStatus(ctx.em.fork(), viewer.id, id);
      if (!status) throw new AppError('NOT_FOUND', 'The import is gone');
      if (status.state === 'done' && status.report) return status.report;
      if (status.state === 'failed') throw new AppError((status.error?.code ?? 'INTERNAL_SERVER_ERROR') as ErrorCode, status.error?.message ?? 'The import failed');
      await sleep(200);
    }
  }

  @Query(() => AccountImport, { nullable: true, description: 'Your import with this id, or your latest one without an id; null when there is none.' })
  async accountImport(@Arg('id', () => ID, { nullable: true, description: 'The id POST /api/account/import answered.' }) id: string | null, @GqlCtx() ctx: Ctx): Promise<AccountImport | null> {
    const viewer = requireSession(ctx);
    const status = await importStatus(ctx.em, viewer.id, id ?? null);
    return status && toGraphQL(status);
  }
}

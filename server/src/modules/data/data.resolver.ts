import { Arg, Ctx as GqlCtx, Field, Float, InputType, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { Ctx } from '../../common/context';
import { requireSession } from '../../common/policy';
import { GraphQLUpload, type FileUpload } from '../../common/upload';
import { User } from '../user/user.entity';
import { estimateExportBytes } from './export.service';
import { exportLink } from './export.routes';
import { importData } from './import.service';

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
  @Field(() => String, { description: '"item" or "calculator".' }) kind!: string;
  @Field(() => Int, { description: 'Its position (from 0) in the document\'s list.' }) index!: number;
  @Field(() => String, { description: 'The name of the entry, as in the document.' }) name!: string;
  @Field(() => String, { description: 'The error code, as on any write.' }) code!: string;
  @Field(() => String, { description: 'Why it was refused, in English.' }) message!: string;
}

@ObjectType({ description: 'What an import did. Each item (with its pictures and colours) was written in its own transaction.' })
class ImportReport {
  @Field(() => ImportCounts, { description: 'Knit items.' }) items!: ImportCounts;
  @Field(() => ImportCounts, { description: 'Calculators.' }) calculators!: ImportCounts;
  @Field(() => [ImportRefusal], { description: 'Each refused entry.' }) refusals!: ImportRefusal[];
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
    description: 'Loads an export into your account, skipping exact duplicates. A file that is not an export, too large, with unsafe paths or non-image pictures is refused whole, with nothing written.',
  })
  async importData(@Arg('input', () => ImportDataInput, { description: 'Parameters for importData.' }) input: ImportDataInput, @GqlCtx() ctx: Ctx): Promise<ImportReport> {
    requireSession(ctx);
    return importData(ctx, input.file);
  }
}

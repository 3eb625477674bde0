/** GraphQL inputs of projects, their yarns, their counters and the queue. Checks live in the services. */
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { Visibility } from '../../common/enums';
import { inputFields } from '../../common/input-fields';
import { connectionType } from '../../common/pagination';
import { Project, ProjectStatus, YarnAmountUnit } from './project.entity';

@InputType({ description: 'A yarn colour of your stash used by a project, with the amount.' })
export class ProjectYarnInput {
  @Field(() => ID, { description: 'The id of a colour of one of your yarns: its global id, or its database id.' }) colourId!: string;
  @Field(() => Float, { description: 'How much, above 0.' }) amount!: number;
  @Field(() => YarnAmountUnit, { description: 'Skeins or grams.' }) unit!: YarnAmountUnit;
}

@InputType({ description: 'The fields of a project. On update, omitted fields are kept and null clears a field that may be empty.' })
export class ProjectFieldsInput {
  @Field(() => ID, { nullable: true, description: 'The pattern it follows: one of your patterns or a public one; null for none.' }) patternId?: string | null;
  @Field(() => String, { nullable: true, description: 'The size made.' }) sizeMade?: string | null;
  @Field(() => String, { nullable: true, description: 'The day the knitting started (YYYY-MM-DD).' }) startedOn?: string | null;
  @Field(() => String, { nullable: true, description: 'The day it was finished (YYYY-MM-DD).' }) finishedOn?: string | null;
  @Field(() => String, { nullable: true, description: 'Free notes.' }) notes?: string | null;
  @Field(() => Visibility, { nullable: true, description: 'Who may see it (PUBLIC when omitted on create).' }) visibility?: Visibility | null;
  @Field(() => Int, { nullable: true, description: 'Progress by hand, 0 to 100; null: from the first row counter with a target.' }) progressManual?: number | null;
  @Field(() => Float, { nullable: true, description: 'Gauge: stitches per 10 cm.' }) gaugeStitches?: number | null;
  @Field(() => Float, { nullable: true, description: 'Gauge: rows per 10 cm.' }) gaugeRows?: number | null;
  @Field(() => [ID], { nullable: true, description: 'The ids of your needles it uses, replacing the list.' }) needleIds?: string[] | null;
  @Field(() => [ProjectYarnInput], { nullable: true, description: 'The yarns used, replacing the list (not while the project is finished).' }) yarns?: ProjectYarnInput[] | null;
}

@InputType({ description: 'A new project of yours.' })
export class CreateProjectInput extends ProjectFieldsInput {
  @Field(() => String, { description: 'Its name (not blank).' }) name!: string;
  @Field(() => ProjectStatus, { nullable: true, description: 'QUEUED (when omitted), IN_PROGRESS or HIBERNATING.' }) status?: ProjectStatus | null;
}

@InputType({ description: 'Changes to a project of yours.' })
export class UpdateProjectInput extends ProjectFieldsInput {
  @Field(() => ID, { description: 'The id of one of your projects: its global id, or its database id.' }) id!: string;
  @Field(() => String, { nullable: true, description: 'A new name (not blank).' }) name?: string;
}

@InputType({ description: 'A change of a project\'s status: finishing takes its yarn from the stash, leaving finished (frogging) gives it back.' })
export class SetProjectStatusInput {
  @Field(() => ID, { description: 'The id of one of your projects.' }) id!: string;
  @Field(() => ProjectStatus, { description: 'The new status.' }) status!: ProjectStatus;
}

@InputType({ description: 'A new place in the queue for a queued project of yours.' })
export class MoveQueuedProjectInput {
  @Field(() => ID, { description: 'The id of one of your queued projects.' }) id!: string;
  @Field(() => Int, { description: 'Its new place, 0 for the top; past the end is the end.' }) position!: number;
}

/** A page of projects. */
export const ProjectConnection = connectionType(Project, 'Project', 'project');

/** A row counter's fields, as adding and changing one take them. */
const COUNTER = inputFields('RowCounter', {
  name: { type: String, create: 'Its name, such as "Sleeve".', update: 'Its name.' },
  targetRows: { type: Int, create: 'The rows to knit, when known.', update: 'The rows to knit.' },
  repeatEvery: { type: Int, create: 'A repeat, such as 8 for "every 8 rows".' },
});

@InputType({ description: 'A new row counter on a project of yours.' })
export class AddRowCounterInput extends COUNTER.Create {
  @Field(() => ID, { description: 'The id of one of your projects.' }) projectId!: string;
}

@InputType({ description: 'Changes to a row counter: omitted fields are kept, null clears a target or a repeat.' })
export class UpdateRowCounterInput extends COUNTER.Update {
  @Field(() => ID, { description: 'The id of the counter.' }) id!: string;
}

@InputType({ description: 'A tap on a counter: rows added (or taken away) in the database, so that taps from two devices all count.' })
export class IncrementRowCounterInput {
  @Field(() => ID, { description: 'The id of the counter.' }) id!: string;
  @Field(() => Int, { description: 'Rows to add, -1000 to 1000 and not 0 (-1 takes a row away). The row stays 0 or more.' }) by!: number;
}

@InputType({ description: 'An explicit value for a counter; the newest client time wins.' })
export class SetRowCounterInput {
  @Field(() => ID, { description: 'The id of the counter.' }) id!: string;
  @Field(() => Int, { description: 'The row, 0 or more.' }) row!: number;
  @Field(() => Date, { description: 'When the knitter set it, on their device: a value set earlier than the last one applied is ignored.' }) clientTime!: Date;
}

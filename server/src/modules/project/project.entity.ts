import { Enum, Property } from '@mikro-orm/core';
import { Field, Float, Int } from 'type-graphql';
import { DatabaseId, NodeEntity } from '../../common/node';
import { Visibility, registerEnum } from '../../common/enums';

/** Where a project stands. Its yarn is out of the stash exactly while it is FINISHED. */
export enum ProjectStatus { QUEUED = 'queued', IN_PROGRESS = 'in_progress', HIBERNATING = 'hibernating', FINISHED = 'finished', FROGGED = 'frogged' }

/** The unit of an amount of yarn used by a project. */
export enum YarnAmountUnit { SKEINS = 'skeins', GRAMS = 'grams' }

registerEnum(ProjectStatus, 'ProjectStatus', 'Where a project stands.', {
  QUEUED: 'Planned; kept in the knitter\'s queue, in the order they set.',
  IN_PROGRESS: 'On the needles.',
  HIBERNATING: 'Put aside for now.',
  FINISHED: 'Done: its yarn has been taken from the stash.',
  FROGGED: 'Unravelled: a finished project\'s yarn went back to the stash.',
});
registerEnum(YarnAmountUnit, 'YarnAmountUnit', 'How an amount of yarn is counted.', { SKEINS: 'Skeins (decimals allowed).', GRAMS: 'Grams (turned into skeins with the yarn\'s skein weight).' });

/** A knitting project of a knitter: what they knit, from which pattern, with which yarn, and how far they are. */
@NodeEntity('Project', 'project', 'A knitting project: a pattern made in a size with yarns from the stash, its counters and progress.')
export class Project {
  @DatabaseId('the project', 'links such as /projects/42') id!: number;
  @Property() ownerId!: number;
  @Field(() => String, { description: 'The name the knitter gave it.' }) @Property() name!: string;
  @Field(() => ProjectStatus, { description: 'Where the project stands.' }) @Enum({ items: () => ProjectStatus }) status: ProjectStatus = ProjectStatus.QUEUED;
  @Field(() => ProjectStatus, { nullable: true, description: 'The status before the last change of status, which undoProjectStatus puts back; null when there is nothing to undo.' })
  @Enum({ items: () => ProjectStatus, nullable: true }) previousStatus: ProjectStatus | null = null;
  @Property({ nullable: true, type: 'integer' }) patternId: number | null = null;
  @Field(() => String, { description: 'The size made, as the pattern names it; may be empty.' }) @Property() sizeMade: string = '';
  @Field(() => String, { nullable: true, description: 'The day the knitting started (YYYY-MM-DD).' }) @Property({ type: 'date', nullable: true }) startedOn: string | null = null;
  @Field(() => String, { nullable: true, description: 'The day the project was finished (YYYY-MM-DD).' }) @Property({ type: 'date', nullable: true }) finishedOn: string | null = null;
  @Field(() => String, { description: 'Free notes.' }) @Property({ type: 'text' }) notes: string = '';
  @Field(() => Visibility, { description: 'Who may see the project.' }) @Enum({ items: () => Visibility }) visibility: Visibility = Visibility.PUBLIC;
  @Field(() => Int, { nullable: true, description: 'The progress set by hand, 0 to 100; null: taken from the first row counter with a target.' })
  @Property({ nullable: true, type: 'integer' }) progressManual: number | null = null;
  @Field(() => Float, { nullable: true, description: 'The project\'s gauge: stitches per 10 cm.' }) @Property({ type: 'double', nullable: true }) gaugeStitches: number | null = null;
  @Field(() => Float, { nullable: true, description: 'The project\'s gauge: rows per 10 cm.' }) @Property({ type: 'double', nullable: true }) gaugeRows: number | null = null;
  @Field(() => Int, { nullable: true, description: 'Queued projects: the place in the queue, from 0; null for other statuses.' }) @Property({ nullable: true, type: 'integer' }) queuePosition: number | null = null;
  @Field(() => Boolean, { description: 'Whether the yarn used is currently taken from the stash (the project is finished).' }) @Property() stashDeducted: boolean = false;
  @Field(() => Date, { description: 'Set by the server on every change.' }) @Property() lastUpdated: Date = new Date();
  @Property() createdAt: Date = new Date();
}

/** A yarn colour used by a project, with the amount. */
@NodeEntity('ProjectYarn', 'project_yarn', 'A yarn colour of the stash used by a project, with the amount.')
export class ProjectYarn {
  @DatabaseId('this line') id!: number;
  @Property() projectId!: number;
  @Property() colourId!: number;
  @Field(() => Float, { description: 'How much is used, in `unit`.' }) @Property({ type: 'double' }) amount!: number;
  @Field(() => YarnAmountUnit, { description: 'Whether `amount` counts skeins or grams.' }) @Enum({ items: () => YarnAmountUnit }) unit!: YarnAmountUnit;
  @Field(() => Float, { nullable: true, description: 'The skeins finishing took from the colour\'s stash (given back by frogging or undo); null while none are taken.' })
  @Property({ type: 'double', nullable: true }) deductedSkeins: number | null = null;
}

/** A row counter of a project. */
@NodeEntity('RowCounter', 'row_counter', 'A row counter of a project: the current row, an optional target and an optional repeat.')
export class RowCounter {
  @DatabaseId('the counter') id!: number;
  @Property() projectId!: number;
  @Field(() => String, { description: 'Its name, such as "Body" or "Sleeve"; may be empty.' }) @Property() name: string = '';
  @Field(() => Int, { description: 'The current row, 0 or more.' }) @Property({ fieldName: 'row' }) row: number = 0;
  @Field(() => Int, { nullable: true, description: 'The number of rows to knit, when known; it gives the project its progress.' }) @Property({ nullable: true, type: 'integer' }) targetRows: number | null = null;
  @Field(() => Int, { nullable: true, description: 'A repeat, such as 8 for "every 8 rows"; null when none.' }) @Property({ nullable: true, type: 'integer' }) repeatEvery: number | null = null;
  @Field(() => Date, { nullable: true, description: 'The client time of the last explicit value (setRowCounter): an older one is ignored.' }) @Property({ type: 'datetime', nullable: true }) setAt: Date | null = null;
  @Field(() => Date, { description: 'Set by the server on every change.' }) @Property() lastUpdated: Date = new Date();
  @Property() createdAt: Date = new Date();
}

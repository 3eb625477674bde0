import { Arg, Args, ArgsType, Ctx as GqlCtx, Field, FieldResolver, ID, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../common/context';
import { found } from '../../common/rows';
import { PageArgs } from '../../common/pagination';
import { databaseIdOf, lookupIdOf } from '../../common/node';
import { idInputType, payloadType } from '../../common/payloads';
import { InputMutation, ownedMutations } from '../../common/mutations';
import { User } from '../user/user.entity';
import { KnitItem } from '../knit/knit.entity';
import { Needle } from '../needle/needle.entity';
import { Project, ProjectStatus, ProjectYarn, RowCounter } from './project.entity';
import { CreateProjectInput, MoveQueuedProjectInput, ProjectConnection, SetProjectStatusInput, UpdateProjectInput, type ProjectFieldsInput } from './project.input';
import type { ProjectFields } from './project.fields';
import { can } from '../../common/authorize';
import { projectLoaders } from './project.loaders';
import * as projects from './project.service';
import { moveQueued } from './project.queue';
import { ProjectPicture } from './project-picture';
import { searchProjects } from '../search/search.projects';
import { itemById } from '../knit/knit.loaders';
import { userById } from '../user/user.loaders';

const SetProjectStatusPayload = payloadType('SetProjectStatus', 'project', () => Project, 'The project with its new status.');
const UndoProjectStatusPayload = payloadType('UndoProjectStatus', 'project', () => Project, 'The project with its status before the last change.');
const UndoProjectStatusInput = idInputType('UndoProjectStatus', 'project', 'The project whose last change of status to undo.');

@ObjectType({ description: 'What moveQueuedProject answers.' })
class MoveQueuedProjectPayload {
  @Field(() => Project, { description: 'The project moved.' }) project!: Project;
  @Field(() => [Project], { description: 'Your whole queue in its new order.' }) queue!: Project[];
}

@ArgsType()
class ProjectListArgs extends PageArgs {
  @Field(() => ProjectStatus, { nullable: true, description: 'Only the projects of this status.' }) status?: ProjectStatus | null;
}

/** The fields of an input as the service takes them (ids turned into database ids). */
export function fieldsOf(input: ProjectFieldsInput & { name?: string }): ProjectFields {
  const { patternId, yarns, needleIds, ...rest } = input;
  const out: ProjectFields = { ...rest };
  if (needleIds !== undefined) out.needleIds = needleIds?.map((n) => databaseIdOf(n, 'Needle', 'needleIds')) ?? null;
  if (patternId !== undefined) out.patternId = patternId === null ? null : databaseIdOf(patternId, 'KnitItem', 'patternId');
  if (yarns !== undefined) out.yarns = yarns?.map((y) => ({ ...y, colourId: databaseIdOf(y.colourId, 'Colour', 'colourId') })) ?? null;
  return out;
}

/** The progress of a project: by hand when set, else from its first counter with a target; null when neither. */
export function progressOf(project: Project, counters: RowCounter[]): number | null {
  if (project.progressManual !== null) return project.progressManual;
  const counter = counters.find((c) => c.targetRows);
  return counter ? Math.min(100, Math.floor((counter.row * 100) / counter.targetRows!)) : null;
}

/** Projects over GraphQL: a thin door onto project.service. */
@Resolver(() => Project)
export class ProjectResolver extends ownedMutations({ type: 'Project', field: 'project', entity: () => Project, what: 'project' }, {
  create: {
    input: CreateProjectInput, description: 'Starts a project: queued (at the end of the queue), in progress or hibernating.',
    run: (ctx, { status, name, ...rest }) => projects.create(ctx, { ...fieldsOf(rest), name, status }),
  },
  update: {
    input: UpdateProjectInput, description: 'Changes the fields of a project of yours (its status changes with setProjectStatus).',
    run: (ctx, id, rest) => projects.update(ctx, id, fieldsOf(rest)),
  },
  delete: {
    input: 'The project to delete, with its yarn lines and counters.',
    description: 'Deletes a project of yours with its yarn lines and counters (a finished project\'s yarn stays used).', run: projects.remove,
  },
}) {
  @Query(() => Project, { nullable: true, description: 'A project of yours, or a public one; null (with a NOT_FOUND error) when there is none you may see.' })
  project(@Arg('id', () => ID, { description: 'The id of the project: its global id, or its database id.' }) id: string, @GqlCtx() ctx: Ctx): Promise<Project> {
    return projects.getVisible(ctx, lookupIdOf(id, 'Project'));
  }

  @Query(() => ProjectConnection, { description: 'Your projects (every visibility): queued ones in queue order, the others newest first.' })
  myProjects(@Args(() => ProjectListArgs) { status, ...page }: ProjectListArgs, @GqlCtx() ctx: Ctx): Promise<projects.ProjectPage> {
    return projects.list(ctx, page, { status });
  }

  @Query(() => ProjectConnection, { description: 'Every knitter\'s public projects (yours included), newest first: what Explore shows. Open to visitors.' })
  publicProjects(@Args(() => ProjectListArgs) { status, ...page }: ProjectListArgs, @GqlCtx() ctx: Ctx): Promise<projects.ProjectPage> {
    return projects.list(ctx, page, { status, everyone: true });
  }

  @Query(() => ProjectConnection, { description: 'The projects you may see (everyone\'s public ones and your own) whose name, size, notes or public pattern name hold every word of `query`, ignoring case and accents; newest first.' })
  searchProjects(
    @Arg('query', () => String, { description: 'The words to look for.' }) query: string,
    @Args(() => PageArgs) page: PageArgs,
    @GqlCtx() ctx: Ctx,
  ): Promise<projects.ProjectPage> {
    return searchProjects(ctx, query, page);
  }

  @FieldResolver(() => User, { description: 'Whose project it is.' })
  owner(@Root() project: Project, @GqlCtx() ctx: Ctx): Promise<User> {
    return found(userById(ctx).load(project.ownerId), 'User');
  }

  @FieldResolver(() => KnitItem, { nullable: true, description: 'The pattern it follows, when there is one you may see.' })
  async pattern(@Root() project: Project, @GqlCtx() ctx: Ctx): Promise<KnitItem | null> {
    if (project.patternId === null) return null;
    const item = await itemById(ctx).load(project.patternId);
    return item && can(ctx.viewer, 'read', KnitItem, item) ? item : null;
  }

  @FieldResolver(() => [ProjectYarn], { description: 'The yarns used, in the order added.' })
  yarns(@Root() project: Project, @GqlCtx() ctx: Ctx): Promise<ProjectYarn[]> {
    return projectLoaders(ctx).yarnsByProject.load(project.id);
  }

  @FieldResolver(() => [Needle], { description: 'The needles it uses; needles are private, so only its owner sees them (others get an empty list).' })
  async needles(@Root() project: Project, @GqlCtx() ctx: Ctx): Promise<Needle[]> {
    if (ctx.viewer?.id !== project.ownerId) return [];
    return projectLoaders(ctx).needlesByProject.load(project.id);
  }

  @FieldResolver(() => [ProjectPicture], { description: 'Its pictures, oldest first.' })
  pictures(@Root() project: Project, @GqlCtx() ctx: Ctx): Promise<ProjectPicture[]> {
    return projectLoaders(ctx).picturesByProject.load(project.id);
  }

  @FieldResolver(() => [RowCounter], { description: 'Its row counters, oldest first.' })
  rowCounters(@Root() project: Project, @GqlCtx() ctx: Ctx): Promise<RowCounter[]> {
    return projectLoaders(ctx).countersByProject.load(project.id);
  }

  @FieldResolver(() => Int, { nullable: true, description: 'How far it is, 0 to 100: `progressManual` when set, else from the first row counter with a target; null when neither.' })
  async progress(@Root() project: Project, @GqlCtx() ctx: Ctx): Promise<number | null> {
    if (project.progressManual !== null) return project.progressManual;
    return progressOf(project, await projectLoaders(ctx).countersByProject.load(project.id));
  }

  @FieldResolver(() => Boolean, { description: 'Whether you may change this project, its yarns and its counters.' })
  viewerCanEdit(@Root() project: Project, @GqlCtx() ctx: Ctx): boolean {
    return can(ctx.viewer, 'update', Project, project);
  }

  @InputMutation(() => SetProjectStatusPayload, () => SetProjectStatusInput, 'Sets a project\'s status. Finishing takes its yarn from the stash; leaving FINISHED (frogging, or going back) gives it back; both in one transaction with the status.')
  async setProjectStatus(input: SetProjectStatusInput, ctx: Ctx) {
    return { project: await projects.setStatus(ctx, databaseIdOf(input.id, 'Project'), input.status) };
  }

  @InputMutation(() => UndoProjectStatusPayload, () => UndoProjectStatusInput, 'Undoes the last change of a project\'s status, with what it did to the stash.')
  async undoProjectStatus(input: { id: string }, ctx: Ctx) {
    return { project: await projects.undoStatus(ctx, databaseIdOf(input.id, 'Project')) };
  }

  @InputMutation(() => MoveQueuedProjectPayload, () => MoveQueuedProjectInput, 'Moves a queued project of yours to another place in your queue.')
  async moveQueuedProject(input: MoveQueuedProjectInput, ctx: Ctx): Promise<MoveQueuedProjectPayload> {
    const id = databaseIdOf(input.id, 'Project');
    const queue = await moveQueued(ctx, id, input.position);
    return { project: queue.find((p) => p.id === id)!, queue };
  }
}

/** `User.projects`: a knitter's projects you may see. */
@Resolver(() => User)
export class UserProjectsResolver {
  @FieldResolver(() => ProjectConnection, { description: 'The knitter\'s projects you may see (all of them when they are yours): newest first, or a status\'s own order.' })
  projects(@Root() user: User, @Args(() => ProjectListArgs) { status, ...page }: ProjectListArgs, @GqlCtx() ctx: Ctx): Promise<projects.ProjectPage> {
    return projects.list(ctx, page, { status, ownerId: user.id });
  }
}

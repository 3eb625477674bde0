/**
 * Pictures of projects, with the picture machinery of items (image checks, re-encoding, storing: image.service). An
 * image of a project is always served by an expiring signed URL: the /images/ route makes stable URLs only for images
 * of public items and profiles.
 */
import { Property } from '@mikro-orm/core';
import { Arg, Ctx as GqlCtx, Field, FieldResolver, ID, InputType, Mutation, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../common/context';
import { notFound } from '../../common/errors';
import { DatabaseId, databaseIdOf, NodeEntity } from '../../common/node';
import { deleted, deletePayloadType, idInputType, payloadType, type Deleted } from '../../common/payloads';
import { requireViewer } from '../../common/policy';
import { GraphQLUpload, readUpload, type FileUpload } from '../../common/upload';
import { deleteImages, processImage, storeImage } from '../image/image.service';
import { imageUrl } from '../image/image-url';
import { isRowId } from '../knit/knit.checks';
import { getVisible, lockEditable } from './project.service';

/** A picture of a project. */
@NodeEntity('ProjectPicture', 'project_picture', 'A picture of a project.')
export class ProjectPicture {
  @DatabaseId('the picture') id!: number;
  @Property() projectId!: number;
  @Property() imageId!: number;
  @Field(() => Date, { description: 'When it was added.' }) @Property() createdAt: Date = new Date();
}

@InputType({ description: 'Adds a picture to one of your projects (PNG, JPEG, WebP or GIF, at most 10 MB and 40 megapixels).' })
class AddProjectPictureInput {
  @Field(() => ID, { description: 'The id of one of your projects.' }) projectId!: string;
  @Field(() => GraphQLUpload, { description: 'The image file.' }) file!: Promise<FileUpload>;
}

const AddProjectPicturePayload = payloadType('AddProjectPicture', 'projectPicture', () => ProjectPicture, 'The new picture.');
const DeleteProjectPicturePayload = deletePayloadType('ProjectPicture', 'project picture');
const DeleteProjectPictureInput = idInputType('DeleteProjectPicture', 'project picture', 'The picture to delete.');

/** A project picture the viewer may see. */
export async function getProjectPicture(ctx: Ctx, id: number): Promise<ProjectPicture> {
  const picture = isRowId(id) ? await ctx.em.findOne(ProjectPicture, { id }) : null;
  if (!picture) throw notFound('Picture');
  await getVisible(ctx, picture.projectId).catch(() => { throw notFound('Picture'); });
  return picture;
}

/** Adds a picture to the viewer's project; the upload is checked and re-encoded before anything is written. */
async function addPicture(ctx: Ctx, projectId: number, bytes: Buffer): Promise<ProjectPicture> {
  const viewer = requireViewer(ctx);
  await lockEditable(ctx.em, ctx, projectId, false);
  const img = await processImage(bytes);
  return ctx.em.transactional(async (em) => {
    const project = await lockEditable(em, ctx, projectId);
    const imageId = await storeImage(em, viewer.id, img);
    const picture = em.create(ProjectPicture, { projectId: project.id, imageId, createdAt: new Date() });
    project.lastUpdated = new Date();
    await em.flush();
    return picture;
  });
}

/** Deletes a picture of the viewer's project with its image. */
async function deletePicture(ctx: Ctx, id: number): Promise<number> {
  requireViewer(ctx);
  const found = isRowId(id) ? await ctx.em.findOne(ProjectPicture, { id }) : null;
  if (!found) throw notFound('Picture');
  await ctx.em.transactional(async (em) => {
    const project = await lockEditable(em, ctx, found.projectId);
    const picture = await em.findOne(ProjectPicture, { id }, { refresh: true });
    if (!picture) throw notFound('Picture');
    em.remove(picture);
    project.lastUpdated = new Date();
    await em.flush();
    await deleteImages(em, [picture.imageId]);
  });
  return id;
}

/** Project pictures over GraphQL. */
@Resolver(() => ProjectPicture)
export class ProjectPictureResolver {
  @FieldResolver(() => String, { description: 'The image as uploaded (re-encoded, without metadata): a signed URL that expires.' })
  url(@Root() picture: ProjectPicture, @GqlCtx() ctx: Ctx): string {
    return imageUrl(ctx.secrets, picture.imageId, false, false)!;
  }

  @FieldResolver(() => String, { description: 'A WebP thumbnail, at most 480 pixels wide and high: a signed URL that expires.' })
  thumbnailUrl(@Root() picture: ProjectPicture, @GqlCtx() ctx: Ctx): string {
    return imageUrl(ctx.secrets, picture.imageId, false, true)!;
  }

  @Mutation(() => AddProjectPicturePayload, { description: 'Adds a picture to one of your projects.' })
  async addProjectPicture(@Arg('input', () => AddProjectPictureInput, { description: 'Parameters for addProjectPicture.' }) input: AddProjectPictureInput, @GqlCtx() ctx: Ctx) {
    requireViewer(ctx);
    const projectId = databaseIdOf(input.projectId, 'Project', 'projectId');
    return { projectPicture: await addPicture(ctx, projectId, await readUpload(input.file)) };
  }

  @Mutation(() => DeleteProjectPicturePayload, { description: 'Deletes a picture of one of your projects.' })
  async deleteProjectPicture(@Arg('input', () => DeleteProjectPictureInput, { description: 'Parameters for deleteProjectPicture.' }) input: { id: string }, @GqlCtx() ctx: Ctx): Promise<Deleted> {
    return deleted('ProjectPicture', await deletePicture(ctx, databaseIdOf(input.id, 'ProjectPicture')));
  }
}

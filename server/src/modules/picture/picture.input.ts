import { Field, ID, InputType } from 'type-graphql';
import { GraphQLUpload, type FileUpload } from '../../common/upload';
import { Picture } from './picture.entity';

@InputType({ description: 'Adds a picture to one of your items (PNG, JPEG, WebP or GIF, at most 10 MB and 40 megapixels).' })
export class AddPictureInput {
  @Field(() => ID, { description: 'The id of one of your items: its global id, or its database id.' }) itemId!: string;
  @Field(() => GraphQLUpload, { description: 'The image file.' }) file!: Promise<FileUpload>;
}

@InputType({ description: 'Replaces the image of a picture; the picture keeps its id.' })
export class ReplacePictureInput {
  @Field(() => ID, { description: 'The id of the picture: its global id, or its database id.' }) id!: string;
  @Field(() => GraphQLUpload, { description: 'The new image file.' }) file!: Promise<FileUpload>;
}

/** What the Picture mutations answer (each has its own GraphQL payload type, see the resolver). */
export interface PicturePayload { picture: Picture }

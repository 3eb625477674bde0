import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Min } from 'class-validator';
import { GraphQLUpload, type FileUpload } from '../../common/upload';
import { Picture } from './picture.entity';

@InputType({ description: 'Adds a picture to one of your items (PNG, JPEG, WebP or GIF, at most 10 MB and 40 megapixels).' })
export class AddPictureInput {
  @Field(() => Int) @Min(1) itemId!: number;
  @Field(() => GraphQLUpload) file!: Promise<FileUpload>;
}

@InputType({ description: 'Replaces the image of a picture; the picture keeps its id.' })
export class ReplacePictureInput {
  @Field(() => Int) @Min(1) id!: number;
  @Field(() => GraphQLUpload) file!: Promise<FileUpload>;
}

@ObjectType()
export class PicturePayload {
  @Field(() => Picture) picture!: Picture;
}

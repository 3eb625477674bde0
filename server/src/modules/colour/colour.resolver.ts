import { Ctx as GqlCtx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { Ctx } from '../../common/context';
import { requireViewer } from '../../common/policy';
import { readUpload } from '../../common/upload';
import { found } from '../../common/rows';
import { viewerUpload } from '../../common/resolver-steps';
import { childImageUrl } from '../knit/item-child';
import { KnitItem } from '../knit/knit.entity';
import { AddColourInput, ColourPayload, SetColourPictureInput, UpdateColourInput } from './colour.input';
import { Colour } from './colour.entity';
import * as colours from './colour.service';
import { idInputType, payloadType } from '../../common/payloads';
import { InputMutation, ownedMutations } from '../../common/mutations';
import { databaseIdOf } from '../../common/node';
import { itemById } from '../knit/knit.loaders';

/** The URL of a colour's picture (null without one): stable when its item is public, signed and expiring otherwise. */
function colourUrl(ctx: Ctx, colour: Colour, thumb: boolean): Promise<string | null> {
  return childImageUrl(ctx, colour, thumb);
}

/** What addColour runs: a visitor is refused before the upload is read. */
async function addColour(ctx: Ctx, input: AddColourInput): Promise<Colour> {
  requireViewer(ctx); // fail fast for visitors before reading the upload
  const itemId = databaseIdOf(input.itemId, 'KnitItem', 'itemId');
  const bytes = input.picture ? await readUpload(input.picture) : null;
  const { itemId: _item, picture: _picture, ...fields } = input;
  return colours.addColour(ctx, itemId, fields, bytes);
}

const SetColourPicturePayload = payloadType('SetColourPicture', 'colour', () => Colour, 'The colour with its new picture.');
const ClearColourPicturePayload = payloadType('ClearColourPicture', 'colour', () => Colour, 'The colour without a picture.');
const ClearColourPictureInput = idInputType('ClearColourPicture', 'colour', 'The colour whose picture to remove.');

@Resolver(() => Colour)
export class ColourResolver extends ownedMutations({ type: 'Colour', field: 'colour', entity: () => Colour, what: 'colour' }, {
  create: { input: AddColourInput, verb: 'add', description: 'Adds a colour to one of your items, with an optional picture.', run: addColour },
  update: { input: UpdateColourInput, description: 'Changes the descriptions of a colour of yours.', run: colours.updateColour },
  delete: { input: 'The colour to delete.', description: 'Deletes a colour of yours.', run: colours.deleteColour },
}) {
  @FieldResolver(() => KnitItem, { description: 'The knit item this colour belongs to.' })
  item(@Root() colour: Colour, @GqlCtx() ctx: Ctx): Promise<KnitItem> {
    return found(itemById(ctx).load(colour.itemId), 'Item');
  }

  @FieldResolver(() => String, { nullable: true, description: 'URL of the picture of the colour; null without one.' })
  pictureUrl(@Root() colour: Colour, @GqlCtx() ctx: Ctx): Promise<string | null> {
    return colourUrl(ctx, colour, false);
  }

  @FieldResolver(() => String, { nullable: true, description: 'A WebP thumbnail of the picture.' })
  thumbnailUrl(@Root() colour: Colour, @GqlCtx() ctx: Ctx): Promise<string | null> {
    return colourUrl(ctx, colour, true);
  }

  @InputMutation(() => SetColourPicturePayload, () => SetColourPictureInput, 'Sets or replaces the picture of a colour of yours.')
  async setColourPicture(input: SetColourPictureInput, ctx: Ctx): Promise<ColourPayload> {
    const [id, bytes] = await viewerUpload(ctx, input.id, 'Colour', input.file);
    return { colour: await colours.setColourPicture(ctx, id, bytes) };
  }

  @InputMutation(() => ClearColourPicturePayload, () => ClearColourPictureInput, 'Removes the picture of a colour of yours.')
  async clearColourPicture(input: { id: string }, ctx: Ctx): Promise<ColourPayload> {
    return { colour: await colours.clearColourPicture(ctx, databaseIdOf(input.id, 'Colour')) };
  }
}

/** The server calls of the colour modal: a planned save sent step by step, and a delete. */
import {
  useColourModalAddMutation, useColourModalClearPictureMutation, useColourModalDeleteMutation, useColourModalUpdateMutation,
} from '../../gql/hooks';
import { ColourModalAddDocument, ColourModalSetPictureDocument } from '../../gql/graphql';
import { useUpload } from '../upload/useUpload';
import { offlineWrite } from '../offline/offlineWrite';
import { useOfflineReady } from '../offline/useOfflineReady';
import type { ColourStep } from './colourDraft';

/** Sends saves and deletes of the colours of item `itemId`; `progress` is 0..1 while a picture uploads. */
export function useColourWrites(itemId: string | null) {
  useOfflineReady();
  const [add] = useColourModalAddMutation();
  const [update] = useColourModalUpdateMutation();
  const [clearPicture] = useColourModalClearPictureMutation();
  const [remove] = useColourModalDeleteMutation();
  const addWithPicture = useUpload(ColourModalAddDocument);
  const setPicture = useUpload(ColourModalSetPictureDocument);

  /** Sends the steps of planSave in order, `name` naming the colour for the knitter; the first failure stops the rest. */
  async function send(steps: readonly ColourStep[], name: string) {
    if (!itemId) return;
    // Offline, the saves without a picture wait in the queue; an upload cannot (it says the knitter is offline).
    const what = { key: 'colour', values: { name } };
    for (const s of steps) {
      if (s.op === 'add') {
        const input = { itemId, textDescription: s.textDescription, codeDescription: s.codeDescription, ...s.stash };
        if (s.picture) await addWithPicture.upload({ input: { ...input, picture: s.picture } });
        else await add({ variables: { input }, context: offlineWrite({ what }) });
      } else if (s.op === 'update') {
        await update({
          variables: { input: { id: s.id, textDescription: s.textDescription, codeDescription: s.codeDescription, ...s.stash } },
          context: offlineWrite({ what, merge: `colour:${s.id}` }),
        });
      } else if (s.op === 'setPicture') {
        await setPicture.upload({ input: { id: s.id, file: s.file } });
      } else {
        await clearPicture({ variables: { input: { id: s.id } }, context: offlineWrite({ what }) });
      }
    }
  }

  return {
    send,
    remove: (id: string) => remove({ variables: { input: { id } } }),
    progress: addWithPicture.progress ?? setPicture.progress,
  };
}

import { draftFor, isBlank, isImageType, planSave, shownPicture } from './colourDraft';

const saved = { id: 'Q29sb3VyOjk=', textDescription: 'Moss', codeDescription: '#5a6b3c', pictureUrl: '/p/9', thumbnailUrl: '/t/9' };
const bare = { ...saved, pictureUrl: null, thumbnailUrl: null };

describe('colour draft', () => {
  it('starts from the colour, or empty for the add card', () => {
    const noStash = { skeins: '', dyeLot: '', storagePlace: '', purchaseDate: '', purchasePrice: '' };
    expect(draftFor(saved)).toEqual({ textDescription: 'Moss', codeDescription: '#5a6b3c', file: null, pictureCleared: false, stash: noStash });
    expect(draftFor(null)).toEqual({ textDescription: '', codeDescription: '', file: null, pictureCleared: false, stash: noStash });
  });

  it('accepts only image/* types', () => {
    expect(isImageType('image/png')).toBe(true);
    expect(isImageType('IMAGE/JPEG')).toBe(true);
    expect(isImageType('application/pdf')).toBe(false);
    expect(isImageType('text/plain')).toBe(false);
    expect(isImageType('')).toBe(false);
    expect(isImageType(undefined)).toBe(false);
  });

  it('refuses to save when both descriptions are blank', () => {
    const d = { ...draftFor<string>(null), textDescription: '  ', codeDescription: '', file: 'f' };
    expect(isBlank(d)).toBe(true);
    expect(planSave(null, d)).toBeNull();
    expect(planSave(saved, { ...draftFor<string>(saved), textDescription: '', codeDescription: ' ' })).toBeNull();
  });

  it('adds a new colour with its picture in one call', () => {
    expect(planSave(null, { ...draftFor<string>(null), codeDescription: 'C1', file: 'png' })).toEqual([
      { op: 'add', textDescription: '', codeDescription: 'C1', picture: 'png' },
    ]);
    expect(planSave(null, { ...draftFor<string>(null), textDescription: 'Red' })).toEqual([
      { op: 'add', textDescription: 'Red', codeDescription: '', picture: null },
    ]);
  });

  it('updates descriptions only when they changed', () => {
    expect(planSave(saved, draftFor<string>(saved))).toEqual([]);
    expect(planSave(saved, { ...draftFor<string>(saved), textDescription: 'Fern' })).toEqual([
      { op: 'update', id: 'Q29sb3VyOjk=', textDescription: 'Fern', codeDescription: '#5a6b3c' },
    ]);
  });

  it('uploads a newly chosen picture, even after removing the old one', () => {
    expect(planSave(saved, { ...draftFor<string>(saved), file: 'new', pictureCleared: true })).toEqual([
      { op: 'setPicture', id: 'Q29sb3VyOjk=', file: 'new' },
    ]);
  });

  it('clears a removed picture only on save, and only if there was one', () => {
    expect(planSave(saved, { ...draftFor<string>(saved), pictureCleared: true })).toEqual([{ op: 'clearPicture', id: 'Q29sb3VyOjk=' }]);
    expect(planSave(bare, { ...draftFor<string>(bare), pictureCleared: true })).toEqual([]);
  });

  it('shows the chosen file, else the saved picture unless removed', () => {
    expect(shownPicture(saved, draftFor<string>(saved))).toEqual({ kind: 'url', url: '/p/9' });
    expect(shownPicture(saved, { ...draftFor<string>(saved), pictureCleared: true })).toEqual({ kind: 'none' });
    expect(shownPicture(saved, { ...draftFor<string>(saved), file: 'f' })).toEqual({ kind: 'file', file: 'f' });
    expect(shownPicture(null, draftFor<string>(null))).toEqual({ kind: 'none' });
  });

  it('saves the stash fields with a new colour, and sends them on update only when they changed', () => {
    const add = planSave(null, { ...draftFor<string>(null), textDescription: 'Moss', stash: { skeins: '2,5', dyeLot: ' L42 ', storagePlace: 'Box', purchaseDate: '', purchasePrice: '' } });
    expect(add).toEqual([{ op: 'add', textDescription: 'Moss', codeDescription: '', picture: null,
      stash: { skeinsOnHand: 2.5, dyeLot: 'L42', storagePlace: 'Box', purchaseDate: null, purchasePrice: null } }]);
    const stocked = { ...bare, skeinsOnHand: 3, dyeLot: 'A', storagePlace: '', purchaseDate: null, purchasePrice: null };
    expect(planSave(stocked, draftFor<string>(stocked))).toEqual([]);
    const d = draftFor<string>(stocked);
    expect(planSave(stocked, { ...d, stash: { ...d.stash, skeins: '1' } })).toEqual([{ op: 'update', id: bare.id, textDescription: 'Moss', codeDescription: '#5a6b3c',
      stash: { skeinsOnHand: 1, dyeLot: 'A', storagePlace: '', purchaseDate: null, purchasePrice: null } }]);
  });
});


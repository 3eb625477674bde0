import { EMPTY_PICTURE, reconcile, select, step, visible, withPlaceholder } from './carousel';

describe('carousel', () => {
  it('shows the placeholder (id "none") when there is no picture', () => {
    expect(withPlaceholder([])).toEqual([EMPTY_PICTURE]);
    expect(EMPTY_PICTURE.id).toBe('none');
    const p = { id: 'UGljdHVyZToz', url: 'u', thumbnailUrl: 't' };
    expect(withPlaceholder([p])).toEqual([p]);
  });

  it('scrolls right only when the selection leaves the window', () => {
    let s = { selected: 0, start: 0 };
    for (let i = 0; i < 3; i++) s = step(s, 1, 6);
    expect(s).toEqual({ selected: 3, start: 0 });
    s = step(s, 1, 6);
    expect(s).toEqual({ selected: 4, start: 1 });
    s = step(s, 1, 6);
    s = step(s, 1, 6); // stops at the end
    expect(s).toEqual({ selected: 5, start: 2 });
  });

  it('scrolls left only when the selection leaves the window', () => {
    let s = { selected: 5, start: 2 };
    s = step(s, -1, 6);
    s = step(s, -1, 6);
    s = step(s, -1, 6);
    expect(s).toEqual({ selected: 2, start: 2 });
    s = step(s, -1, 6);
    expect(s).toEqual({ selected: 1, start: 1 });
    s = step(step(s, -1, 6), -1, 6);
    expect(s).toEqual({ selected: 0, start: 0 });
  });

  it('shows at most four thumbnails around the selection', () => {
    const items = [1, 2, 3, 4, 5, 6];
    expect(visible(items, { selected: 4, start: 1 })).toEqual({ start: 1, items: [2, 3, 4, 5] });
    expect(visible([1, 2], { selected: 1, start: 0 })).toEqual({ start: 0, items: [1, 2] });
    expect(visible([], { selected: 0, start: 0 })).toEqual({ start: 0, items: [] });
  });

  it('clamps a selection out of range', () => {
    expect(select({ selected: 0, start: 0 }, 9, 3)).toEqual({ selected: 2, start: 0 });
    expect(select({ selected: 0, start: 0 }, -2, 3)).toEqual({ selected: 0, start: 0 });
    expect(select({ selected: 4, start: 2 }, 0, 0)).toEqual({ selected: 0, start: 0 });
  });

  it('keeps the selected picture across a refetch', () => {
    // A picture before the selected one is deleted: the selection follows its picture.
    expect(reconcile({ selected: 2, start: 0 }, ['p10', 'p11', 'p12'], ['p11', 'p12'])).toEqual({ selected: 1, start: 0 });
    // The selected picture is deleted: the neighbour at the same place, clamped, is selected.
    expect(reconcile({ selected: 2, start: 0 }, ['p10', 'p11', 'p12'], ['p10', 'p11'])).toEqual({ selected: 1, start: 0 });
    // A new upload is selected and scrolled into view.
    expect(reconcile({ selected: 0, start: 0 }, ['p1', 'p2', 'p3', 'p4'], ['p1', 'p2', 'p3', 'p4', 'p5'], 'p5')).toEqual({ selected: 4, start: 1 });
    // Everything gone.
    expect(reconcile({ selected: 1, start: 0 }, ['p1', 'p2'], [])).toEqual({ selected: 0, start: 0 });
    // First picture after the placeholder.
    expect(reconcile({ selected: 0, start: 0 }, ['none'], ['p7'], 'p7')).toEqual({ selected: 0, start: 0 });
  });
});

import { EMPTY_PICTURE, reconcile, select, step, visible, withPlaceholder } from './carousel';

describe('carousel', () => {
  it('shows the placeholder with id 0 when there is no picture', () => {
    expect(withPlaceholder([])).toEqual([EMPTY_PICTURE]);
    expect(EMPTY_PICTURE.id).toBe(0);
    const p = { id: 3, url: 'u', thumbnailUrl: 't' };
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
    expect(reconcile({ selected: 2, start: 0 }, [10, 11, 12], [11, 12])).toEqual({ selected: 1, start: 0 });
    // The selected picture is deleted: the neighbour at the same place, clamped, is selected.
    expect(reconcile({ selected: 2, start: 0 }, [10, 11, 12], [10, 11])).toEqual({ selected: 1, start: 0 });
    // A new upload is selected and scrolled into view.
    expect(reconcile({ selected: 0, start: 0 }, [1, 2, 3, 4], [1, 2, 3, 4, 5], 5)).toEqual({ selected: 4, start: 1 });
    // Everything gone.
    expect(reconcile({ selected: 1, start: 0 }, [1, 2], [])).toEqual({ selected: 0, start: 0 });
    // First picture after the placeholder.
    expect(reconcile({ selected: 0, start: 0 }, [0], [7], 7)).toEqual({ selected: 0, start: 0 });
  });
});

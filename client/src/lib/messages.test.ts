import { createMessageScope } from './messages';

describe('createMessageScope', () => {
  it('clears every registered message, and no longer one that was removed', () => {
    const scope = createMessageScope();
    const cleared: string[] = [];
    scope.add(() => cleared.push('pictures'));
    const removeColours = scope.add(() => cleared.push('colours'));
    scope.clearAll();
    expect(cleared).toEqual(['pictures', 'colours']);
    removeColours();
    scope.clearAll();
    expect(cleared).toEqual(['pictures', 'colours', 'pictures']);
  });
});

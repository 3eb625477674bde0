/**
 * Which forms on screen hold unsaved changes, so that leaving asks first (issue #26): every editing form registers
 * itself while it differs from what was saved; the one leave guard (LeaveGuard.tsx) asks this registry.
 */
import { useEffect, useId } from 'react';

const dirty = new Set<string>();
let leaveOnce = false;

/** True when some form on screen has unsaved changes. */
export function hasUnsavedChanges(): boolean {
  return dirty.size > 0;
}

/** Lets the next navigation go without asking (a Delete leaving the page it deleted, say). */
export function leaveWithoutAsking(): void {
  leaveOnce = true;
}

/** Consumes the one-off permission of leaveWithoutAsking. */
export function takeLeavePermission(): boolean {
  const was = leaveOnce;
  leaveOnce = false;
  return was;
}

/** Registers the calling form as holding unsaved changes while `isDirty` is true. */
export function useUnsavedChanges(isDirty: boolean): void {
  const id = useId();
  useEffect(() => {
    if (!isDirty) return;
    dirty.add(id);
    return () => { dirty.delete(id); };
  }, [id, isDirty]);
}


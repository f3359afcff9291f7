/** A failed draft save keeps the user on the step (spec-1 §2, spec-2 §8 "Draft save fails"). */
export function stepAfterFailedSave(current: string): string {
  return current;
}

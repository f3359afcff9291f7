import { createContext, useContext } from 'react';
import type { DataPath, FillTarget } from '../../runtime/suggest/fillFrom';

/** How a search field writes into other fields of its form: where it sits and a way to set values. */
export interface SiblingFill {
  /** The data path of the object that holds the field. */
  parentPath: DataPath;
  fill(targets: readonly FillTarget[]): void;
}

/** Provided by the string field around a search widget; absent when a widget is used on its own. */
export const SiblingFillContext = createContext<SiblingFill | null>(null);

export function useSiblingFill(): SiblingFill | null {
  return useContext(SiblingFillContext);
}

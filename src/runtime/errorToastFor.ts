import type { ApiFailure } from '../api';
import type { Toast } from '../domain/toast';
import catalogueConfig from '../../config/error-catalogue.json';

export interface CatalogueRow {
  situation: string;
  match: { status?: number[]; source?: string };
  title: string;
  text: string;
  textWithoutMessage?: string;
  endSession?: boolean;
  redirectToLogin?: boolean;
  exceptOnRoutes?: string[];
  /** No answer at all: the one connection-lost toast, retried until the server answers. */
  connectionLost?: boolean;
}

/** What the app does while calls get no answer (config/error-catalogue.json `connection`). */
export interface ConnectionSettings {
  toastId: string;
  retryButton: string;
  retryDelaysMs: number[];
  restoredTitle: string;
  restoredText: string;
  restoredRemoveTime: number;
}

/** The named toast action of the connection-lost toast's button. */
export const RETRY_CONNECTION_ACTION = 'retryConnection';

export interface ErrorCatalogue {
  errorToast: { type: string; button: string; removeTime: number };
  connection: ConnectionSettings;
  responses: CatalogueRow[];
  requestNotFound: { prefixes: string[]; suffixes: string[] };
  messages: Record<string, string>;
}

export const errorCatalogue = catalogueConfig as ErrorCatalogue;

/** What the app does about one failed call. */
export interface FailureOutcome {
  row: CatalogueRow;
  toast: Omit<Toast, 'id'> & { id?: string };
  endSession: boolean;
  redirectToLogin: boolean;
  exceptOnRoutes: string[];
  connectionLost: boolean;
}

function matches(row: CatalogueRow, failure: ApiFailure): boolean {
  if (row.match.source !== undefined && row.match.source !== failure.source) return false;
  if (row.match.status !== undefined) {
    if (failure.status === undefined || !row.match.status.includes(failure.status)) return false;
  }
  return true;
}

/**
 * Reads the error catalogue (spec-2 §8, config/error-catalogue.json) for a failure: the first
 * matching row gives the toast title and text and whether the session ends and the user is
 * sent to login. `{message}` is the server message or, without one, the error's own text.
 */
export function errorToastFor(failure: ApiFailure, catalogue: ErrorCatalogue = errorCatalogue): FailureOutcome {
  const row = catalogue.responses.find((candidate) => matches(candidate, failure));
  if (!row) throw new Error('В каталоге ошибок нет строки для любой ошибки (последняя строка должна иметь пустое условие)');
  const template = failure.serverMessage === undefined && row.textWithoutMessage !== undefined ? row.textWithoutMessage : row.text;
  const text = template.replaceAll('{message}', failure.serverMessage ?? failure.message);
  const { type, button, removeTime } = catalogue.errorToast;
  const connectionLost = row.connectionLost ?? false;
  const { toastId, retryButton } = catalogue.connection;
  return {
    row,
    // A lost connection is one toast, kept until the server answers again, with a retry instead of «Ошибка».
    toast: connectionLost
      ? { id: toastId, mode: 'full', type: type as Toast['type'], title: row.title, text, buttons: [{ label: retryButton, action: RETRY_CONNECTION_ACTION }] }
      : { mode: 'full', type: type as Toast['type'], title: row.title, text, buttons: [{ label: button, action: 'close' }], removeTime },
    endSession: row.endSession ?? false,
    redirectToLogin: row.redirectToLogin ?? false,
    exceptOnRoutes: row.exceptOnRoutes ?? [],
    connectionLost,
  };
}

/**
 * A server message that says the request does not exist (starts with 'request not found' or
 * ends with 'не найдена'): the request form then shows its error page instead of a toast.
 */
export function isRequestNotFound(message: string | undefined, catalogue: ErrorCatalogue = errorCatalogue): boolean {
  if (!message) return false;
  const text = message.trim().toLowerCase();
  return (
    catalogue.requestNotFound.prefixes.some((prefix) => text.startsWith(prefix.toLowerCase())) ||
    catalogue.requestNotFound.suffixes.some((suffix) => text.endsWith(suffix.toLowerCase()))
  );
}

/** Russian texts of sub-requests and their moves. */
export const subRequestTexts = {
  notFound: 'Заявка в банк не найдена',
} as const;

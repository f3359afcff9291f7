/** Russian texts the hub sends to clients in handshake errors, completions and close messages. */
export const hubTexts = {
  unknownMethod: (target: string) => `Метод «${target}» на сервере не существует`,
  badMessage: 'Сообщение не разобрано: ожидается JSON-запись протокола SignalR',
  tooLarge: 'Сообщение слишком большое',
  handshakeTimeout: 'Рукопожатие не получено вовремя',
  binaryHandshake: 'Рукопожатие должно быть текстовым',
  sessionEnded: 'Сессия завершена, войдите снова',
  serverStopping: 'Сервер перезапускается',
  connectionNotFound: 'Подключение не найдено: сначала запросите negotiate',
} as const;

/**
 * Path parameters are read by readNoticeNumber/readLotNumber, which say in Russian what is expected;
 * the schema only bounds them, so a number that is not one is refused with that message and not a
 * generic one.
 */
export const shortTenderSchema = {
  params: {
    type: 'object',
    required: ['n'],
    properties: { n: { title: 'Номер закупки', type: 'string', maxLength: 40 } },
  },
} as const;

export const fullTenderSchema = {
  params: {
    type: 'object',
    required: ['a', 'b'],
    properties: {
      a: { title: 'Номер закупки', type: 'string', maxLength: 40 },
      b: { title: 'Номер лота', type: 'string', maxLength: 10 },
    },
  },
} as const;

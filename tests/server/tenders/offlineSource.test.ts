import { forEachDatabase } from '../helpers/serverContext';
import { tenderContract } from './tenderContract';

forEachDatabase('tenders from the shipped dataset', (ctx) => {
  tenderContract(() => ctx.app);
});

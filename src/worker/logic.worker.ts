/**
 * The logic Web Worker. The page creates it with
 *   new Worker(new URL('../worker/logic.worker.ts', import.meta.url), { type: 'module' })
 * and wraps it with Comlink.wrap<LogicWorkerApi>(worker).
 */
import '#core/zod-without-eval';
import { expose } from 'comlink';
import { createLogicApi } from './logic-api';

expose(createLogicApi());

/** The logic worker's API in a Node worker thread, exposed with comlink as the page's Web Worker does. */
import { parentPort } from 'node:worker_threads';
import { expose } from 'comlink';
import { nodeEndpoint } from './node-endpoint';
import { createLogicApi } from '#worker/logic-api';

if (!parentPort) throw new Error('logic-thread runs as a worker thread');
expose(createLogicApi(), nodeEndpoint(parentPort));

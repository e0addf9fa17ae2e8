import { defineFaultMatrix } from './fault-matrix.js';

defineFaultMatrix(['upload-and-wait']);

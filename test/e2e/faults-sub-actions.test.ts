import { defineFaultMatrix } from './fault-matrix.js';

defineFaultMatrix(['set-newest', 'update-settings', 'cleanup-old-builds', 'latest']);

// The back office and the printed job ticket say a time the same way.
export { formatIstDateTime } from '../../../contract/ist-time.ts';

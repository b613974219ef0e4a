import { checkContract } from './check';
import { CONTRACT_FILES } from './files';

checkContract(CONTRACT_FILES.exam);

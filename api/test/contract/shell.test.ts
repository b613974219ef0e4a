import { checkContract } from './check';
import { CONTRACT_FILES } from './files';
import { SHELL_HARNESS } from './shell';

checkContract(CONTRACT_FILES.shell, SHELL_HARNESS);

/** The BSI's CSAF validator (test suite only): its tests and the function running them. */
declare module "@secvisogram/csaf-validator-lib/validate.js" {
  interface Message {
    message: string;
    instancePath: string;
  }
  export interface TestResult {
    name: string;
    isValid: boolean;
    errors: Message[];
    warnings: Message[];
    infos: Message[];
  }
  export default function validate(
    tests: readonly unknown[],
    document: unknown,
  ): Promise<{ isValid: boolean; tests: TestResult[] }>;
}

declare module "@secvisogram/csaf-validator-lib/basic.js";

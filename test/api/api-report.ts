/**
 * Builds the API report of each subpath: every export by name, with its kind and its
 * signature as the TypeScript checker prints it. The committed reports beside this file
 * make every change of the public surface a reviewed diff.
 */
import ts from 'typescript';

const FLAGS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseFullyQualifiedType |
  ts.TypeFormatFlags.WriteArrowStyleSignature |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

const printer = ts.createPrinter({ removeComments: true });

function declarationKind(symbol: ts.Symbol): string {
  const flags = symbol.flags;
  if (flags & ts.SymbolFlags.Class) return 'class';
  if (flags & ts.SymbolFlags.Function) return 'function';
  if (flags & ts.SymbolFlags.Variable) return 'const';
  if (flags & ts.SymbolFlags.Interface) return 'interface';
  if (flags & ts.SymbolFlags.TypeAlias) return 'type';
  if (flags & ts.SymbolFlags.Enum) return 'enum';
  return 'other';
}

function describe(checker: ts.TypeChecker, exported: ts.Symbol, at: ts.Node): string[] {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const kind = declarationKind(symbol);
  const name = exported.getName();
  const lines: string[] = [];
  if (kind === 'function') {
    const type = checker.getTypeOfSymbolAtLocation(symbol, at);
    for (const signature of type.getCallSignatures()) {
      lines.push(`function ${name}${checker.signatureToString(signature, undefined, FLAGS)}`);
    }
  } else if (kind === 'const') {
    lines.push(
      `const ${name}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, at), undefined, FLAGS)}`,
    );
  } else if (kind === 'class') {
    const type = checker.getTypeOfSymbolAtLocation(symbol, at);
    const instance = checker.getDeclaredTypeOfSymbol(symbol);
    lines.push(`class ${name}`);
    for (const signature of type.getConstructSignatures()) {
      lines.push(`  constructor${checker.signatureToString(signature, undefined, FLAGS)}`);
    }
    for (const property of checker.getPropertiesOfType(instance)) {
      if (property.getName().startsWith('__@')) continue;
      lines.push(
        `  ${property.getName()}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(property, at), undefined, FLAGS)}`,
      );
    }
  } else if (kind === 'interface') {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const parameters = (type as ts.InterfaceType).typeParameters ?? [];
    const generic = parameters.length === 0 ? '' : `<${parameters.map((p) => checker.typeToString(p)).join(', ')}>`;
    lines.push(`interface ${name}${generic}`);
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      const readonly =
        declaration !== undefined && ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly
          ? 'readonly '
          : '';
      const propertyType = checker.getTypeOfSymbolAtLocation(property, declaration ?? at);
      lines.push(
        `  ${readonly}${property.getName()}${optional}: ${checker.typeToString(propertyType, undefined, FLAGS)}`,
      );
    }
    for (const signature of type.getCallSignatures()) {
      lines.push(`  ${checker.signatureToString(signature, undefined, FLAGS)}`);
    }
  } else if (kind === 'type') {
    const declaration = symbol.declarations?.[0];
    const text =
      declaration !== undefined && ts.isTypeAliasDeclaration(declaration)
        ? printer
            .printNode(ts.EmitHint.Unspecified, declaration, declaration.getSourceFile())
            .replace(/\s+/g, ' ')
            .replace(/^export /, '')
        : `type ${name}`;
    lines.push(text);
  } else {
    lines.push(`${kind} ${name}`);
  }
  return lines;
}

/** The report of each entry file, keyed by the entry path given. */
export function apiReports(entries: readonly string[]): Map<string, string> {
  const program = ts.createProgram([...entries], {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const reports = new Map<string, string>();
  for (const entry of entries) {
    const source = program.getSourceFile(entry);
    if (source === undefined) throw new Error(`no source file ${entry}`);
    const module = checker.getSymbolAtLocation(source);
    if (module === undefined) throw new Error(`${entry} is not a module`);
    const exports = checker
      .getExportsOfModule(module)
      .slice()
      .sort((a, b) => (a.getName() < b.getName() ? -1 : a.getName() > b.getName() ? 1 : 0));
    const lines = [`# API report: ${entry}`, '', `${exports.length} exports.`, '', '```ts'];
    for (const exported of exports) lines.push(...describe(checker, exported, source));
    lines.push('```', '');
    reports.set(entry, lines.join('\n'));
  }
  return reports;
}

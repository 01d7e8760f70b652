// A StrykerJS ignorer (stryker.config.json) for the parts of a chart that have no behaviour to test: a state's or
// chart's `description` is documentation (the Stately inspector shows it), and `setup({ types })` only carries
// TypeScript types (XState reads nothing from it at run time).
import { declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';

const keyOf = (property) => (property.computed ? null : (property.key.name ?? property.key.value));
const isSetupArgument = (path) => path.parentPath?.isCallExpression() && path.parentPath.node.callee.name === 'setup';

class ChartIgnorer {
  shouldIgnore(path) {
    if (path.isObjectProperty() && keyOf(path.node) === 'description') return 'A description is documentation: its text changes no behaviour.';
    // A state that holds nothing but its description (the object itself emptied) is the same state.
    if (path.isObjectExpression() && path.node.properties.length > 0 && path.node.properties.every((p) => p.type === 'ObjectProperty' && keyOf(p) === 'description')) {
      return 'A state with only a description behaves as an empty one.';
    }
    if (path.isObjectProperty() && keyOf(path.node) === 'types' && isSetupArgument(path.parentPath)) {
      return 'setup({ types }) carries TypeScript types only: XState reads nothing from it at run time.';
    }
    return undefined;
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Ignore, 'chart', ChartIgnorer)];

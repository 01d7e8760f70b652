// A StrykerJS ignorer (stryker.config.json): a state's or chart's `description` is documentation (shown by the
// Stately inspector), so mutating its text tests nothing.
import { declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';

class DescriptionIgnorer {
  shouldIgnore(path) {
    const { node } = path;
    if (path.isObjectProperty() && !node.computed && (node.key.name ?? node.key.value) === 'description') {
      return 'A description is documentation: its text changes no behaviour.';
    }
    return undefined;
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Ignore, 'description', DescriptionIgnorer)];

#pragma once

#include "model/core/SimulationControl.h"

#include <string>

namespace ringlab::cli {

// Ctrl+C during a run: the first one asks the run to stop at its next checkpoint (it then
// throws ComputationCancelled and the CLI exits 130 with one line); a second one ends the
// process at once. Called once by main.
void stopRunsOnInterrupt();

// The control a long computation runs under: cancelled by Ctrl+C, and reporting
// "label: 42 %" on stderr (rewritten in place) while it runs, when stderr is a terminal and
// the run takes longer than a moment. The line is cleared when the run ends.
SimulationControl longRunControl(std::string label);

}  // namespace ringlab::cli

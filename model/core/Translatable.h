// SPDX-FileCopyrightText: 2026 The RingLab authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Marks English text that the GUI shows translated. The core stays Qt-free and uses the
// English text as is; lupdate reads RINGLAB_TRANSLATE_NOOP like QT_TRANSLATE_NOOP (see the
// -tr-function-alias option in the translations' CMake), and the GUI looks the text up with
// QCoreApplication::translate(context, text).
#define RINGLAB_TRANSLATE_NOOP(context, text) text

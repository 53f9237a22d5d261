# SPDX-FileCopyrightText: 2026 The RingLab authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Flags of the fuzz build (RINGLAB_FUZZ): every library is compiled with libFuzzer's coverage
# instrumentation plus AddressSanitizer and UndefinedBehaviorSanitizer; only the fuzz programs
# link libFuzzer itself (-fsanitize=fuzzer, in fuzz/CMakeLists.txt); the application, the tools
# and the test suites link without it (the sanitizer runtimes answer the coverage hooks). libFuzzer ships with
# clang alone, so any other compiler stops here.
if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
  message(FATAL_ERROR "RINGLAB_FUZZ needs clang: configure with CXX=clang++ "
                      "(scripts/run-fuzz.sh does), not ${CMAKE_CXX_COMPILER_ID}")
endif()
add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
                    -fno-sanitize-recover=undefined)
add_link_options(-fsanitize=address,undefined)

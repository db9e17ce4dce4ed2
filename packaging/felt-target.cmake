# Included at the end of app/CMakeLists.txt: how the felt executable becomes an
# application on each system (bundle, icons, install, Qt deployment). Kept here so
# app/ holds only the code.
include(${PROJECT_SOURCE_DIR}/packaging/identity.cmake)
set(FELT_ICON_DIR ${PROJECT_SOURCE_DIR}/packaging/icons)

# The window icon (the id that ties the window to its desktop entry is felt_shell's).
qt_add_resources(felt felt_icon PREFIX /icons BASE ${FELT_ICON_DIR} FILES ${FELT_ICON_DIR}/felt.svg)

# A GUI program on Windows (no console window) and an .app bundle on macOS.
set_target_properties(felt PROPERTIES
    WIN32_EXECUTABLE ON
    MACOSX_BUNDLE ON
    MACOSX_BUNDLE_INFO_PLIST ${PROJECT_SOURCE_DIR}/packaging/macos/Info.plist.in
    MACOSX_BUNDLE_GUI_IDENTIFIER ${FELT_APP_ID}
    MACOSX_BUNDLE_BUNDLE_NAME Felt
    MACOSX_BUNDLE_BUNDLE_VERSION ${PROJECT_VERSION}
    MACOSX_BUNDLE_SHORT_VERSION_STRING ${PROJECT_VERSION}
    MACOSX_BUNDLE_ICON_FILE felt.icns
    MACOSX_BUNDLE_COPYRIGHT "GPL-3.0-or-later")
if(APPLE)
    target_sources(felt PRIVATE ${FELT_ICON_DIR}/felt.icns)
    set_source_files_properties(${FELT_ICON_DIR}/felt.icns PROPERTIES MACOSX_PACKAGE_LOCATION Resources)
elseif(WIN32)
    # The .rc gives felt.exe its icon and version information.
    string(REPLACE "." "," FELT_VERSION_COMMAS "${PROJECT_VERSION_MAJOR}.${PROJECT_VERSION_MINOR}.${PROJECT_VERSION_PATCH}.0")
    configure_file(${PROJECT_SOURCE_DIR}/packaging/windows/felt.rc.in ${CMAKE_CURRENT_BINARY_DIR}/felt.rc @ONLY)
    target_sources(felt PRIVATE ${CMAKE_CURRENT_BINARY_DIR}/felt.rc)
endif()

install(TARGETS felt
    RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
    BUNDLE DESTINATION .)

# Windows and macOS have no system Qt: copy Qt's libraries, plugins and the QML
# modules Felt imports next to the program. The deploy tools find the imports by
# scanning the QML module as generated in the build tree (QT_QML_OUTPUT_DIRECTORY),
# so new or moved QML files are picked up without a list here.
if(WIN32 OR APPLE)
    set(FELT_QML_SCAN_DIR ${QT_QML_OUTPUT_DIRECTORY})
    if(NOT FELT_QML_SCAN_DIR)
        set(FELT_QML_SCAN_DIR ${CMAKE_BINARY_DIR}/qml)
    endif()
    # Qt's bin folder, found the way Qt's own deploy support finds it.
    set(FELT_QT_BIN_DIR ${QT6_INSTALL_PREFIX}/${QT6_INSTALL_BINS})
    set(FELT_DEST "\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}")
endif()
if(WIN32)
    find_program(FELT_WINDEPLOYQT windeployqt HINTS ${FELT_QT_BIN_DIR} REQUIRED)
    install(CODE "execute_process(COMMAND \"${FELT_WINDEPLOYQT}\"
        $<IF:$<CONFIG:Debug>,--debug,--release> --no-compiler-runtime --no-translations
        --qmldir \"${FELT_QML_SCAN_DIR}\" \"${FELT_DEST}/${CMAKE_INSTALL_BINDIR}/$<TARGET_FILE_NAME:felt>\"
        COMMAND_ERROR_IS_FATAL ANY)")
    # The MSVC runtime DLLs, so the program starts on a machine without Visual Studio.
    set(CMAKE_INSTALL_SYSTEM_RUNTIME_DESTINATION ${CMAKE_INSTALL_BINDIR})
    include(InstallRequiredSystemLibraries)
elseif(APPLE)
    find_program(FELT_MACDEPLOYQT macdeployqt HINTS ${FELT_QT_BIN_DIR} REQUIRED)
    # macdeployqt rewrites library paths, which voids the linker's signatures;
    # Apple Silicon runs nothing unsigned, so sign the bundle again (ad hoc: no
    # developer identity, see packaging/README.md).
    install(CODE "execute_process(COMMAND \"${FELT_MACDEPLOYQT}\" \"${FELT_DEST}/felt.app\"
        \"-qmldir=${FELT_QML_SCAN_DIR}\" -always-overwrite
        COMMAND_ERROR_IS_FATAL ANY)
    execute_process(COMMAND codesign --force --deep --sign - \"${FELT_DEST}/felt.app\"
        COMMAND_ERROR_IS_FATAL ANY)")
endif()
